export { useBackupRunning, useDownloadBackup } from './api'
