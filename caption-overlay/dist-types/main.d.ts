import './caption.css';
