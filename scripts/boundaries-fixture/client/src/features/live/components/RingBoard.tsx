// Another feature's internals: must fail lint.
import { JudgeKeys } from '../../judge/components/JudgeKeys';

export const RingBoard = () => JudgeKeys();
