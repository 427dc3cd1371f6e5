/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, street: NonNullable<unknown>, locality: NonNullable<unknown>, city: NonNullable<unknown>, postal: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown> }} Legal_Contact_LineInputs */

const en_legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. Phone <tel>${i?.phone}</tel>, e-mail <mail>${i?.email}</mail>.`)
};

const kn_legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. ಫೋನ್ <tel>${i?.phone}</tel>, ಇಮೇಲ್ <mail>${i?.email}</mail>.`)
};

const hi_legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. फ़ोन <tel>${i?.phone}</tel>, ईमेल <mail>${i?.email}</mail>।`)
};

/**
* | output |
* | --- |
* | "{business}, {street}, {locality}, {city} {postal}. Phone <tel>{phone}</tel>, e-mail <mail>{email}</mail>." |
*
* @param {Legal_Contact_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_line = /** @type {((inputs: Legal_Contact_LineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Contact_LineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_contact_line(inputs)
	if (locale === "hi") return hi_legal_contact_line(inputs)
	return en_legal_contact_line(inputs)
});