import { Modal, message, notification } from 'antd';

/** antd's static message and modal: used by `notify` when no app shell hosts them (component tests). */
export const staticNotifier = { message, modal: Modal, notification };
