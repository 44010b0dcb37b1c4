// English values of the demo site texts and site settings (seed/site-texts.ts, seed/settings.ts), by name
// (ADR 0045). Addresses, links, switches and the phone number are the same in both languages and have none.

export const SITE_TEXTS_EN: Readonly<Record<string, string>> = {
  appTitle: 'Shahrbazar',
  siteDescription:
    'Your city’s market and guide: booths and shops, ads, experts, jobs, doctors and lawyers in one place.',
  aboutBottom:
    'Shahrbazar connects the people of each city with its shops, experts, doctors and lawyers: from shopping and ads to a doctor’s appointment and legal advice.',
  supportBottom: 'Support answers every day from 9 am to 9 pm.',
  address: 'Shahrbazar Passage, 2nd floor, Imam Khomeini Street, Ardabil',
  copyright: 'All rights reserved for Shahrbazar.',
  unitPrice: 'toman',
  buyMessage: 'Your order has been placed and the booth will review it soon.',
  categoryTitleMessage: 'Choose the category you want',
  descriptionFooter: 'Safe shopping from the city’s verified booths, paid online or from your wallet.',
  developerFooter: 'Designed and built by the Shahrbazar team',
  aboutBottomClinic:
    'Find the city’s doctors and clinics by specialty on Shahrbazar, read patients’ reviews and book online.',
  aboutBottomLawyer:
    'The city’s attorneys and legal advisers answer your legal questions on Shahrbazar and take on your case.',
  subTitleClinic: 'Online appointments with the city’s doctors and clinics',
  subTitleLawyer: 'Legal advice and representation with the city’s lawyers',
  profileTemplateClinic:
    'The … clinic, with … years of experience in …, is ready to serve you.\nOpening hours: Saturday to Wednesday, 9 to 18\nServices: …',
  profileTemplateLawyer:
    'Attorney at law with … years of experience in … cases\nSpecialties: family, property, criminal\nConsultation hours: …',
  tariffListClinic:
    'General practitioner visit, 250,000 toman\nSpecialist visit, 450,000 toman\nPhone consultation, 150,000 toman',
  tariffListLawyer:
    'In-person consultation (one hour), 800,000 toman\nPhone consultation (30 minutes), 400,000 toman\nDrafting a brief, from 1,500,000 toman',
  asideClinicDetail: 'Register your clinic on Shahrbazar so the city’s patients can book with you online.',
  asideLawyerDetail: 'Are you a lawyer? Build your profile on Shahrbazar and answer the city’s legal questions.',
  asideClinicPostDetail: 'To consult the city’s doctors, book in the doctors and clinics section.',
  asideLawyerPostDetail: 'Have a legal question? Ask it for free and the city’s lawyers will answer.',
};

export const SITE_SETTINGS_EN: Readonly<Record<string, string>> = {
  appName: 'Shahrbazar',
  appTitle: 'Shahrbazar',
  metaDescription:
    'Your city’s market and guide: booths and shops, ads, city advertising, experts, jobs, doctors and lawyers in one place.',
};
