export { soundStateKey } from './components/this-screen';
export { escalationText } from './unseen-lines';
