import { quoteMessages } from '@imole/domain/quote-request';

/**
 * Who the wizard speaks of (issue 20): the customer reads "your home"; a sales agent asking for a quote for a
 * customer reads "the customer's home". The customer's texts are the spec's (customer spec §2, §5) and stay as
 * they are; the agent's say the same of the customer. One place, so no step says "you" to the agent.
 */
const customerWords = {
  selectState: 'Select your state',
  selectStateFirst: 'Select your state first',
  selectArea: 'Select your area',
  selectEmployer: 'Select where you work',
  workQuestion: 'Where do you work?',
  searchEmployer: 'Search for your employer',
  noEmployerFound: 'If you can\'t find where you work, select "Others".',
  codeLabel: 'Code from your work e-mail',
  codeIntro: (length: number) => `Enter the ${length}-digit code we sent to`,
  planIntro: 'Pick the package that suits your home. You can see what is in each one.',
  previewPlan: 'Preview your plan',
  afterPlan: 'Next: a few questions about your home, then you check everything before sending.',
  personalPlanHint: 'Choose components yourself, or let us size a system.',
  pickComponentsText: 'Choose the panels, inverter, batteries and cable you want.',
  notSureText: 'Tell us about your home and we will size a system for you.',
  powerTitle: 'Tell us about your power need',
  powerIntro: 'We use this to size a system for your home.',
  moreDetailsTitle: 'More details about your home',
  moreDetailsIntro: 'So our team can check that the package you chose suits your home before they price it.',
  lightsQuestion: 'How many lights do you want to power?',
  hoursNeeded: 'Hours of power you need a day',
  hoursGrid: 'Hours of grid power you get a day',
  hoursGridHint: 'Your usual supply from the grid, from 1 to 24',
  equipmentQuestion: 'Which of these will you power?',
  generatorOthers: 'Tell us about your generator',
  componentsTitle: 'Pick your components',
  componentsIntro: 'Tick what you need, choose a product and say how many.',
  componentProduct: 'What do you need?',
  componentQuantity: 'How many do you need?',
  recommended: 'Recommended for you',
  sizing: 'Sizing your system',
  sizingFailed: (why: string) =>
    `We could not size your system just now (${why}). Our team will size it when pricing your quote.`,
  breakdownNote: 'Installation and transport are added when our team prices your quote.',
};

export type Words = typeof customerWords;

const agentWords: Words = {
  selectState: "Select the customer's state",
  selectStateFirst: "Select the customer's state first",
  selectArea: "Select the customer's area",
  selectEmployer: "Select the customer's employer",
  workQuestion: 'Where does the customer work?',
  searchEmployer: "Search for the customer's employer",
  noEmployerFound: 'If you can\'t find where the customer works, select "Others".',
  codeLabel: "Code from the customer's work e-mail",
  codeIntro: (length: number) => `Ask the customer to read out the ${length}-digit code we sent to their inbox at`,
  planIntro: "Pick the package that suits the customer's home. You can see what is in each one.",
  // The spec names these two for the agent's wizard too (staff spec §2 "Agent and coordinator quote creation"): a
  // contract, kept to the letter.
  previewPlan: 'Preview your plan',
  afterPlan: "Next: a few questions about the customer's home, then you check everything before sending.",
  personalPlanHint: 'Choose components for the customer, or let us size a system.',
  pickComponentsText: 'Choose the panels, inverter, batteries and cable the customer wants.',
  notSureText: "Tell us about the customer's home and we will size a system for them.",
  powerTitle: "Tell us about the customer's power need",
  powerIntro: "We use this to size a system for the customer's home.",
  moreDetailsTitle: "More details about the customer's home",
  moreDetailsIntro: "So our team can check that the package chosen suits the customer's home before they price it.",
  lightsQuestion: 'How many lights does the customer want to power?',
  hoursNeeded: 'Hours of power the customer needs a day',
  hoursGrid: 'Hours of grid power the customer gets a day',
  hoursGridHint: "The customer's usual supply from the grid, from 1 to 24",
  equipmentQuestion: 'Which of these will the customer power?',
  generatorOthers: "Tell us about the customer's generator",
  componentsTitle: "Pick the customer's components",
  componentsIntro: 'Tick what the customer needs, choose a product and say how many.',
  componentProduct: 'What does the customer need?',
  componentQuantity: 'How many do you need?',
  recommended: 'Recommended for the customer',
  sizing: "Sizing the customer's system",
  sizingFailed: (why: string) =>
    `We could not size the customer's system just now (${why}). Our team will size it when pricing the quote.`,
  breakdownNote: 'Installation and transport are added when our team prices the quote.',
};

/** The step's words for the person using the wizard: the customer, or an agent for a customer (`state.agent`). */
export function words(agent: boolean | undefined): Words {
  return agent ? agentWords : customerWords;
}

/** The rules' messages (customer spec §5) as the agent reads them: the same rule, said of the customer. */
const agentMessages: Partial<Record<string, string>> = {
  [quoteMessages.state]: "Please select the customer's state",
  [quoteMessages.city]: "Please select the customer's city",
  [quoteMessages.address]: "Please enter the customer's address",
  [quoteMessages.fullAddress]: "Please enter the customer's full address",
  [quoteMessages.landmark]: "Please enter a landmark near the customer's home",
  [quoteMessages.buildingType]: 'Please select the type of building the customer lives in',
  [quoteMessages.employer]: "Please select the customer's employer",
  [quoteMessages.workEmail]: "Please put in the customer's work email",
  [quoteMessages.bedrooms]: 'Enter number of bedrooms the customer has',
  [quoteMessages.lights]: 'Enter number of lights the customer wants to power',
  [quoteMessages.fans]: 'Enter number of fans the customer wants to power',
  [quoteMessages.tvs]: 'Enter number of TVs the customer wants to power',
  [quoteMessages.hoursNeeded]: 'Enter how many hours of power the customer requires',
  [quoteMessages.hoursGrid]: 'Enter how many hours of power the customer currently has in a day',
  [quoteMessages.generator]: "Select the customer's generator capacity",
};

/** A rule's message for the person: the spec's own for the customer, said of the customer for an agent. */
export function say(agent: boolean | undefined, message: string): string {
  return (agent && agentMessages[message]) || message;
}
