/** The company's published contact details, shown on the contact, legal and careers pages. */
export const company = {
  name: 'AI Platform',
  legalName: 'AI Platform Inc.',
  street: '500 Harbor Boulevard, Suite 300',
  city: 'San Francisco, CA 94107',
  country: 'United States',
  phone: '+1 (415) 555-0134',
  phoneHref: 'tel:+14155550134',
  email: 'hello@aiplatform.example',
  privacyEmail: 'privacy@aiplatform.example',
  legalEmail: 'legal@aiplatform.example',
  careersEmail: 'careers@aiplatform.example',
  hours: 'Monday to Friday, 9:00 to 17:00 Pacific Time',
};
