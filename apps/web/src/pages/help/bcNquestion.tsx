import { ContactFormsPage } from '../../features/content/mall/contact-forms';

/** /help/bcNquestion: contact, business cooperation and feedback forms. */
export function Page() {
  return <ContactFormsPage />;
}
