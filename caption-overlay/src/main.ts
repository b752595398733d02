import { captionOptions } from './caption-options.js';
import './caption.css';

const root = document.getElementById('caption')!;
const options = captionOptions(location.pathname, location.search);
document.documentElement.dataset.theme = options?.theme ?? 'dark';
document.documentElement.dataset.position = options?.position ?? 'bottom';
// The live feed of the ring arrives with the live fight path; until a fight is on, the caption stays empty so
// nothing shows on stream.
root.dataset.state = options ? 'idle' : 'invalid';
