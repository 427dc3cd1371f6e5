/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Reach_LabelInputs */

const en_contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ways to reach us`)
};

const kn_contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುವ ವಿಧಾನಗಳು`)
};

const hi_contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करने के तरीके`)
};

/**
* | output |
* | --- |
* | "Ways to reach us" |
*
* @param {Contact_Reach_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reach_label = /** @type {((inputs?: Contact_Reach_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reach_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_reach_label(inputs)
	if (locale === "hi") return hi_contact_reach_label(inputs)
	return en_contact_reach_label(inputs)
});