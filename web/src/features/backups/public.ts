export { LastBackup } from './components/last-backup';
