import type { TPolicyDocument } from './policy-types.js';

// Section ids carry an "ip-" prefix because the cookies policy repeats this document on the same page.
export const INTELLECTUAL_PROPERTY_POLICY: TPolicyDocument = {
  title: 'Intellectual Property Policy',
  lastUpdated: '2026-11-01',
  summary:
    'Who owns the content of {shop}, how you may use it, the licence you give us for what you post, and how to report content that infringes your rights.',
  sections: [
    {
      id: 'ip-ownership',
      heading: 'Ownership',
      blocks: [
        'The {shop} website and mobile applications (the "Platform"), including their software, design, text, graphics, photographs, videos, page layout and the selection and arrangement of their content, are owned by {shop} or its licensors. They are protected by Federal Decree-Law No. 38 of 2021 on Copyright and Neighbouring Rights and by international treaties.',
        'You may view and print pages of the Platform for your personal, non-commercial use. Any other copying, reproduction, framing, scraping, distribution or publication requires our prior written permission.',
      ],
    },
    {
      id: 'ip-trademarks',
      heading: 'Trademarks',
      blocks: [
        'The name {shop}, our logo and the names of our services are trademarks of {shop}, protected under Federal Decree-Law No. 36 of 2021 on Trademarks. You may not use them in any way that suggests a connection with or endorsement by {shop} without our written consent.',
        'Other names and logos shown on the Platform, such as those of attractions, Organisers and payment card schemes, belong to their respective owners and are used only to identify their products.',
      ],
    },
    {
      id: 'ip-user-content',
      heading: 'Your content',
      blocks: [
        'You keep ownership of the reviews, photos and other content you post on the Platform. By posting it, you grant {shop} a worldwide, royalty-free, non-exclusive and transferable licence to host, reproduce, adapt, translate, display and publish it on the Platform and in our marketing, and to allow the Organiser concerned to do the same.',
        'You confirm that you own the content or have the permission needed to grant this licence, and that people who appear in your photos agree to their publication.',
        'Organisers (Masters and Corporate Masters) grant us the same licence for their listings and confirm that they hold the rights to the photos and texts they supply.',
      ],
    },
    {
      id: 'ip-reporting-infringement',
      heading: 'Reporting infringement',
      blocks: [
        'If you believe that content on the Platform infringes your copyright, trademark or other intellectual property rights, send a notice to {email} with the subject "Intellectual property notice". The notice must include:',
        {
          ordered: true,
          list: [
            'your name, address, phone number and e-mail address;',
            'a description of the work or trademark you believe has been infringed;',
            'the address (URL) of each page with the infringing content, and a description of that content;',
            'a statement that you believe in good faith that the use is not authorised by the owner, its agent or the law;',
            'a statement that the information in the notice is accurate and that you are the owner of the right or authorised to act on the owner’s behalf;',
            'your physical or electronic signature.',
          ],
        },
        'We review every complete notice promptly. Where appropriate we remove the content or disable access to it, and inform the person who posted it, including a copy of the notice.',
      ],
    },
    {
      id: 'ip-counter-notice',
      heading: 'Counter-notice',
      blocks: [
        'If your content was removed and you believe this was a mistake, or that you have the right to use it, you may send a counter-notice to {email} with the subject "Intellectual property counter-notice". It must include:',
        {
          ordered: true,
          list: [
            'your name, address, phone number and e-mail address;',
            'a description of the removed content and the page where it appeared;',
            'a statement that you believe in good faith that the content was removed by mistake or misidentification;',
            'your consent to the jurisdiction of the courts of Dubai for any dispute about the content;',
            'your physical or electronic signature.',
          ],
        },
        'We forward the counter-notice to the person who sent the original notice. Unless they tell us within 10 working days that they have started court proceedings, we may restore the content.',
      ],
    },
    {
      id: 'ip-repeat-infringers',
      heading: 'Repeat infringers',
      blocks: [
        'We disable the accounts of users, and remove the listings of Organisers, who repeatedly infringe the intellectual property rights of others.',
        'Sending a notice or counter-notice that you know to be false may make you liable for the damage it causes. If you are unsure whether content infringes your rights, please seek legal advice first.',
      ],
    },
  ],
};
