import { i18n, params } from '../../lib/i18n'

export const notificationMessages = i18n('notifications', {
  inbox: 'Notifications',
  inboxWithUnread: params('Notifications, {count} unread'),
  empty: 'Nothing to tell you yet.',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  failed: 'The notifications could not be loaded.',
  moreInList: params('The {shown} newest of {total}.'),
  follow: 'Follow',
  following: 'Following',
  followHint: 'Be notified when someone else changes this.',
  followingHint: 'You are notified when someone else changes this. Press to stop.',
})
