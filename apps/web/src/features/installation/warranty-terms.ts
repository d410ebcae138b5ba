/**
 * The warranty terms shown on /warranty-terms. Business text: docs/decisions.md lists it for review by the business
 * (and a lawyer) before launch. Durations are not written here: each system's warranty months are on its quote and
 * on /warranty-details.
 */
export interface TermsSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Numbered steps instead of bullets. */
  ordered?: boolean;
}

export const warrantyTerms: readonly TermsSection[] = [
  {
    title: 'Who this warranty is for',
    paragraphs: [
      'Imole gives this warranty to the customer named on the quote, for the system Imole supplied and installed at the address on that quote.',
      'It runs for the number of months shown on your quote and on the Warranty details page, starting on the day you confirm in the app that your installation is done.',
    ],
  },
  {
    title: 'What is covered',
    items: [
      'Faults in the materials or manufacture of the solar panels, inverter, batteries, charge controller, cables and mounting we supplied.',
      'Our workmanship: mounting, wiring, connections, earthing and the changeover we fitted.',
      'Batteries that lose their capacity early while used as our engineer advised. A slow loss of capacity with age is normal and is not a fault.',
      'Where a part is covered, we repair or replace it, at our choice, with the same part or one at least as good. Parts, labour and the engineer’s transport within the state of installation are free.',
      'A repaired or replacement part is covered for the rest of the original warranty period.',
      'Where a manufacturer gives a longer warranty (for example on solar panel output), we pass it on to you and make the claim with you.',
    ],
  },
  {
    title: 'What is not covered',
    items: [
      'Running more load than the system was sized for, such as an air conditioner, pumping machine or welding equipment on a system not designed for it.',
      'Repairs, changes or moving of the system by anyone who is not an Imole engineer, or opened or removed seals.',
      'Damage from lightning, flood, fire, storms, theft, vandalism, rodents, a falling object or the building itself.',
      'Damage from grid surges or a generator when the protection or changeover we fitted has been bypassed or removed.',
      'Faults in the building’s own wiring, sockets or appliances.',
      'Fuses, routine cleaning of the panels and other normal maintenance.',
      'A system moved to a new address without telling us first.',
    ],
  },
  {
    title: 'How to make a claim',
    ordered: true,
    items: [
      'Call our help line (open 24/7) or send us a message, with your reference number and what is happening.',
      'Do not open the inverter or the batteries yourself: it is dangerous and ends the warranty on those parts.',
      'We first try to find the fault with you on the phone. If a visit is needed, an engineer normally comes within three working days.',
      'If a part has to be replaced, the engineer replaces it on site or takes it away for repair. A replaced part becomes Imole’s.',
      'If the fault is not covered, we tell you the cost before doing any work, and nothing is done without your agreement.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'This warranty is in addition to your rights under Nigerian law, including the Federal Competition and Consumer Protection Act 2018, and does not take any of them away.',
    ],
  },
];
