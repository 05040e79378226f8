import dayjs from 'dayjs'

export function formatDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY')
}

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm')
}
