export { notificationQueries } from './api'
export { NotificationInbox } from './NotificationInbox'
export { notificationMessages } from './messages'
export { FollowButton } from './FollowButton'
