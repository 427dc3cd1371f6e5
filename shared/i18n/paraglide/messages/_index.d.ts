/**
* | output |
* | --- |
* | "Our fleet" |
*
* @param {About_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_heading: ((inputs?: About_Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and {..." |
*
* @param {About_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_text: ((inputs: About_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Service Near Me" |
*
* @param {About_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_heading: ((inputs?: About_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by {families} families." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_hero_text: ((inputs: About_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Licensed and transparent" |
*
* @param {About_Licensed_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_heading: ((inputs?: About_Licensed_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Licensed_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We are licensed by the state health department, and we tell families clearly what a trip involves before it starts." |
*
* @param {About_Licensed_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_text: ((inputs?: About_Licensed_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Licensed_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city." |
*
* @param {About_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_description: ((inputs?: About_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Service Near Me \| About {business}" |
*
* @param {About_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_title: ((inputs: About_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call our 24x7 helpline on <tel>{phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us<..." |
*
* @param {About_Reach_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_reach_text: ((inputs: About_Reach_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Reach_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team" |
*
* @param {About_Team_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_heading: ((inputs?: About_Team_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Team_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion." |
*
* @param {About_Team_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_text: ((inputs?: About_Team_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Team_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What we do" |
*
* @param {About_What_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_heading: ((inputs?: About_What_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_What_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From emergencies to planned trips, we run {count} services: {list}. See <services>all our services</services>." |
*
* @param {About_What_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_text: ((inputs: About_What_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_What_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Where we work" |
*
* @param {About_Where_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_heading: ((inputs?: About_Where_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Where_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Across Bengaluru, including {areas} and {last}. For longer journeys we also run intercity transfers and air ambulances." |
*
* @param {About_Where_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_text: ((inputs: About_Where_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Where_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_heading: ((inputs?: About_Who_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Who_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We are a private ambulance provider based in {locality}, {city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event or..." |
*
* @param {About_Who_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_text: ((inputs: About_Who_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Who_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away." |
*
* @param {Contact_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_coverage_text: ((inputs: Contact_Coverage_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Coverage_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "For corporate billing and anything that is not urgent." |
*
* @param {Contact_Email_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_email_text: ((inputs?: Contact_Email_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Email_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Book an Ambulance or Send a Message" |
*
* @param {Contact_Forms_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_heading: ((inputs?: Contact_Forms_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Forms_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now." |
*
* @param {Contact_Forms_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_text: ((inputs: Contact_Forms_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Forms_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_heading: ((inputs?: Contact_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We answer 24x7. In an emergency, call; for anything else, message, write or send a request below." |
*
* @param {Contact_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hero_text: ((inputs?: Contact_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "For emergencies and bookings, day or night. From outside India: {international}." |
*
* @param {Contact_Hotline_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_text: ((inputs: Contact_Hotline_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hotline_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "24x7 Hotline" |
*
* @param {Contact_Hotline_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_title: ((inputs?: Contact_Hotline_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hotline_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "<strong>Operating hours: {short}.</strong> {long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered." |
*
* @param {Contact_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hours_text: ((inputs: Contact_Hours_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hours_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Contact_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_location_title: ((inputs?: Contact_Location_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Location_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description: ((inputs?: Contact_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Us \| {business}, 24x7 Ambulance Booking" |
*
* @param {Contact_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_title: ((inputs: Contact_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ways to reach us" |
*
* @param {Contact_Reach_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reach_label: ((inputs?: Contact_Reach_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Reach_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Send your pickup location and what you need; we reply on the same chat." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text: ((inputs?: Contact_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text: ((inputs?: Error_Not_Found_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found \| {business}" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title: ((inputs: Error_Not_Found_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Error_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_return_home: ((inputs?: Error_Return_HomeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Return_HomeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unexpected: ((inputs?: Error_UnexpectedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnexpectedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Vehicles by Category" |
*
* @param {Fleet_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_heading: ((inputs?: Fleet_Categories_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Categories_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The right vehicle for each patient, and what each carries on board." |
*
* @param {Fleet_Categories_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_text: ((inputs?: Fleet_Categories_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Categories_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Fleet_Category_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_basic: ((inputs?: Fleet_Category_BasicInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_BasicInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Exterior" |
*
* @param {Fleet_Category_ExteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_exterior: ((inputs?: Fleet_Category_ExteriorInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_ExteriorInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Interior" |
*
* @param {Fleet_Category_InteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_interior: ((inputs?: Fleet_Category_InteriorInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_InteriorInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Fleet_Category_ServiceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_service: ((inputs?: Fleet_Category_ServiceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_ServiceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Fleet_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_close: ((inputs?: Fleet_CloseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_CloseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>." |
*
* @param {Fleet_CtaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_cta: ((inputs?: Fleet_CtaInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_CtaInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Click to enlarge" |
*
* @param {Fleet_EnlargeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_enlarge: ((inputs?: Fleet_EnlargeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_EnlargeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Fleet Features" |
*
* @param {Fleet_Features_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_features_heading: ((inputs?: Fleet_Features_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Features_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Fleet_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_all: ((inputs?: Fleet_Filter_AllInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Filter_AllInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Show pictures of" |
*
* @param {Fleet_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_label: ((inputs?: Fleet_Filter_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Filter_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Inside Our Vehicles" |
*
* @param {Fleet_Gallery_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_heading: ((inputs?: Fleet_Gallery_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Gallery_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a category, and select a picture to enlarge it." |
*
* @param {Fleet_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_text: ((inputs?: Fleet_Gallery_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Gallery_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Ambulance Fleet" |
*
* @param {Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_heading: ((inputs?: Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengal..." |
*
* @param {Fleet_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_hero_text: ((inputs: Fleet_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries." |
*
* @param {Fleet_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_description: ((inputs?: Fleet_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Ambulance Fleet \| ICU, Emergency, Cardiac & Mortuary Vehicles" |
*
* @param {Fleet_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_title: ((inputs?: Fleet_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Next picture" |
*
* @param {Fleet_Next_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_next_picture: ((inputs?: Fleet_Next_PictureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Next_PictureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "On board" |
*
* @param {Fleet_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_on_board: ((inputs?: Fleet_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{count} pictures shown" |
*
* @param {Fleet_Pictures_ShownInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_pictures_shown: ((inputs: Fleet_Pictures_ShownInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Pictures_ShownInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Previous picture" |
*
* @param {Fleet_Previous_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_previous_picture: ((inputs?: Fleet_Previous_PictureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Previous_PictureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Total Vehicles" |
*
* @param {Fleet_Total_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_heading: ((inputs?: Fleet_Total_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Total_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Including {ambulances} ambulances. <contact>Contact us</contact> to book the one you need." |
*
* @param {Fleet_Total_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_text: ((inputs: Fleet_Total_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Total_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_about: ((inputs?: Footer_AboutInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_AboutInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Book online" |
*
* @param {Footer_Book_OnlineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_book_online: ((inputs?: Footer_Book_OnlineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Book_OnlineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_company: ((inputs?: Footer_CompanyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CompanyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_contact: ((inputs?: Footer_ContactInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_ContactInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "© 2015 {business}. All rights reserved." |
*
* @param {Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_copyright: ((inputs: Footer_CopyrightInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CopyrightInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email: <mail>{email}</mail>" |
*
* @param {Footer_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_email: ((inputs: Footer_EmailInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_EmailInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency line: <tel>{phone}</tel>" |
*
* @param {Footer_Emergency_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_emergency_line: ((inputs: Footer_Emergency_LineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Emergency_LineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "24x7 helpline number" |
*
* @param {Footer_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_helpline: ((inputs?: Footer_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Hours: {hours}" |
*
* @param {Footer_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_hours: ((inputs: Footer_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Footer_QuickInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_quick: ((inputs?: Footer_QuickInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_QuickInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Footer_SitemapInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_sitemap: ((inputs?: Footer_SitemapInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_SitemapInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Chat on WhatsApp (opens in a new tab)" |
*
* @param {Footer_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_whatsapp_label: ((inputs?: Footer_Whatsapp_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Whatsapp_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending: ((inputs?: Form_Booking_SendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit: ((inputs?: Form_Booking_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title: ((inputs?: Form_Booking_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone: ((inputs: Form_Call_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Call_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Form_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_call: ((inputs?: Form_Contact_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Contact_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us now." |
*
* @param {Form_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_failed: ((inputs?: Form_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time: ((inputs?: Form_Label_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Form_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_destination: ((inputs?: Form_Label_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Form_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_email: ((inputs?: Form_Label_EmailInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_EmailInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Form_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_full_name: ((inputs?: Form_Label_Full_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Full_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Form_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_message: ((inputs?: Form_Label_MessageInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_MessageInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Form_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_name: ((inputs?: Form_Label_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Additional Notes" |
*
* @param {Form_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_notes: ((inputs?: Form_Label_NotesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_NotesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone: ((inputs?: Form_Label_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional: ((inputs?: Form_Label_Phone_OptionalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Phone_OptionalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address: ((inputs?: Form_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact: ((inputs?: Form_Label_Preferred_ContactInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Preferred_ContactInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Label_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_service_type: ((inputs?: Form_Label_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added: ((inputs: Form_Location_AddedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_AddedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied: ((inputs?: Form_Location_DeniedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_DeniedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed: ((inputs?: Form_Location_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Form_Location_FindingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_finding: ((inputs?: Form_Location_FindingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_FindingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Form_Message_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_sending: ((inputs?: Form_Message_SendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_SendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit: ((inputs?: Form_Message_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Form_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_title: ((inputs?: Form_Message_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type: ((inputs?: Form_Select_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Select_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als: ((inputs?: Form_Service_AlsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_AlsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "BLS Ambulance" |
*
* @param {Form_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_basic: ((inputs?: Form_Service_BasicInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_BasicInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac: ((inputs?: Form_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Form_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_emergency: ((inputs?: Form_Service_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Form_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_event: ((inputs?: Form_Service_EventInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_EventInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Form_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_funeral: ((inputs?: Form_Service_FuneralInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_FuneralInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Form_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_icu: ((inputs?: Form_Service_IcuInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_IcuInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal: ((inputs?: Form_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Form_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_transfer: ((inputs?: Form_Service_TransferInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_TransferInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location: ((inputs?: Form_Use_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Use_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>." |
*
* @param {Helpline_Areas_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_areas_text: ((inputs: Helpline_Areas_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Areas_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From a phone in India" |
*
* @param {Helpline_From_IndiaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_from_india: ((inputs?: Helpline_From_IndiaInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_From_IndiaInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Helpline Number, Bengaluru" |
*
* @param {Helpline_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_heading: ((inputs?: Helpline_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "International form" |
*
* @param {Helpline_InternationalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_international: ((inputs?: Helpline_InternationalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_InternationalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings." |
*
* @param {Helpline_LeadInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_lead: ((inputs?: Helpline_LeadInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_LeadInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp." |
*
* @param {Helpline_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_description: ((inputs?: Helpline_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Helpline Number Bengaluru \| 24x7 Emergency Line" |
*
* @param {Helpline_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_title: ((inputs?: Helpline_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Not urgent? <book>Send a booking request</book>: {callback}" |
*
* @param {Helpline_Not_UrgentInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_not_urgent: ((inputs: Helpline_Not_UrgentInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Not_UrgentInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Where the patient is: the full address and a landmark nearby." |
*
* @param {Helpline_Tell_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_1: ((inputs?: Helpline_Tell_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A phone number we can reach you on." |
*
* @param {Helpline_Tell_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_2: ((inputs?: Helpline_Tell_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What happened, and how the patient is now: awake, breathing, bleeding." |
*
* @param {Helpline_Tell_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_3: ((inputs?: Helpline_Tell_3Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_3Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The patient's age and any condition you know of." |
*
* @param {Helpline_Tell_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_4: ((inputs?: Helpline_Tell_4Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_4Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Which hospital the patient should go to, if you know." |
*
* @param {Helpline_Tell_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_5: ((inputs?: Helpline_Tell_5Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_5Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Then keep your phone free and close by: the crew may call you for directions." |
*
* @param {Helpline_Tell_AfterInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_after: ((inputs?: Helpline_Tell_AfterInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_AfterInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What to tell the call-taker" |
*
* @param {Helpline_Tell_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_heading: ((inputs?: Helpline_Tell_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot talk? Use WhatsApp" |
*
* @param {Helpline_Whatsapp_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_heading: ((inputs?: Helpline_Whatsapp_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Whatsapp_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat." |
*
* @param {Helpline_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_text: ((inputs?: Helpline_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Someone is unconscious, has trouble breathing or has chest pain." |
*
* @param {Helpline_When_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_1: ((inputs?: Helpline_When_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "After a road accident, a fall or any serious injury." |
*
* @param {Helpline_When_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_2: ((inputs?: Helpline_When_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Sudden weakness, confusion, or difficulty speaking." |
*
* @param {Helpline_When_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_3: ((inputs?: Helpline_When_3Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_3Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A critically ill patient needs an ICU ambulance or a transfer between hospitals." |
*
* @param {Helpline_When_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_4: ((inputs?: Helpline_When_4Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_4Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer." |
*
* @param {Helpline_When_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_5: ((inputs?: Helpline_When_5Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_5Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "When to call" |
*
* @param {Helpline_When_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_heading: ((inputs?: Helpline_When_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "If you are not sure what is needed, call anyway: the call-taker will help you decide." |
*
* @param {Helpline_When_UnsureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_unsure: ((inputs?: Helpline_When_UnsureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_UnsureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Book an Ambulance" |
*
* @param {Home_Book_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_book_heading: ((inputs?: Home_Book_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Book_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now. For a planned trip, send a request below." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_contact_text: ((inputs: Home_Contact_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Contact_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Home_Faq_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_faq_heading: ((inputs?: Home_Faq_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Fleet" |
*
* @param {Home_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_heading: ((inputs?: Home_Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it." |
*
* @param {Home_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_text: ((inputs: Home_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_description: ((inputs?: Home_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Service in Bengaluru \| 24/7 Emergency & ICU Ambulance" |
*
* @param {Home_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_title: ((inputs?: Home_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Rated {value} out of {best} from {count} reviews" |
*
* @param {Home_RatingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_rating: ((inputs: Home_RatingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_RatingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Home_Reviews_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_label: ((inputs?: Home_Reviews_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Read all reviews (opens in a new tab)" |
*
* @param {Home_Reviews_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_link: ((inputs?: Home_Reviews_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Next reviews" |
*
* @param {Home_Reviews_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_next: ((inputs?: Home_Reviews_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Previous reviews" |
*
* @param {Home_Reviews_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_previous: ((inputs?: Home_Reviews_PreviousInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_PreviousInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient and family reviews" |
*
* @param {Home_Reviews_TrackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_track: ((inputs?: Home_Reviews_TrackInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_TrackInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_heading: ((inputs?: Home_Services_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Services_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From emergencies to planned transfers: the right vehicle and crew for every need, 24x7." |
*
* @param {Home_Services_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_text: ((inputs?: Home_Services_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Services_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Slide_GoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_go: ((inputs: Home_Slide_GoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_GoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Home_Slide_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_next: ((inputs?: Home_Slide_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{n} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_of: ((inputs: Home_Slide_OfInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_OfInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Slide_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_previous: ((inputs?: Home_Slide_PreviousInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_PreviousInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our ambulances" |
*
* @param {Home_Slider_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slider_label: ((inputs?: Home_Slider_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slider_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Home_Slideshow_PauseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_pause: ((inputs?: Home_Slideshow_PauseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slideshow_PauseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Home_Slideshow_PlayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_play: ((inputs?: Home_Slideshow_PlayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slideshow_PlayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What Families Say" |
*
* @param {Home_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_heading: ((inputs?: Home_Testimonials_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonials_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_why_heading: ((inputs?: Home_Why_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "In an emergency, call <tel>{phone}</tel> now. Otherwise send a request: {callback}" |
*
* @param {Landing_Book_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_book_text: ((inputs: Landing_Book_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Book_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulances Across Bengaluru" |
*
* @param {Landing_Coverage_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_heading: ((inputs?: Landing_Coverage_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Coverage_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "From our base in {locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>{phone}</tel> sends help." |
*
* @param {Landing_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_text: ((inputs: Landing_Coverage_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Coverage_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the Right Ambulance" |
*
* @param {Landing_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_heading: ((inputs?: Landing_Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Every vehicle is sanitized and GPS tracked, with a trained crew on board." |
*
* @param {Landing_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_text: ((inputs?: Landing_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more about {title}" |
*
* @param {Landing_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_learn_more: ((inputs: Landing_Learn_MoreInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Learn_MoreInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics." |
*
* @param {Landing_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_description: ((inputs?: Landing_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Near Me in Bengaluru \| 24x7, 3-Minute Average Response" |
*
* @param {Landing_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_title: ((inputs?: Landing_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Landing_Offer_CatalogInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_offer_catalog: ((inputs?: Landing_Offer_CatalogInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Offer_CatalogInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Specialised services" |
*
* @param {Landing_SpecialisedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_specialised: ((inputs?: Landing_SpecialisedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_SpecialisedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What Our Patients Say" |
*
* @param {Landing_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_testimonials_heading: ((inputs?: Landing_Testimonials_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Testimonials_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "See our whole fleet" |
*
* @param {Landing_Whole_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_whole_fleet: ((inputs?: Landing_Whole_FleetInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Whole_FleetInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Why Families Choose Us" |
*
* @param {Landing_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_heading: ((inputs?: Landing_Why_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Why_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A private ambulance service in Bengaluru since 2015. <about>More about us</about>" |
*
* @param {Landing_Why_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_text: ((inputs?: Landing_Why_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Why_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_label: ((inputs?: Language_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page is also in English" |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_suggestion: ((inputs?: Language_SuggestionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SuggestionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Legal_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_heading: ((inputs?: Legal_Contact_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Contact_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{business}, {street}, {locality}, {city} {postal}. Phone <tel>{phone}</tel>, e-mail <mail>{email}</mail>." |
*
* @param {Legal_Contact_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_line: ((inputs: Legal_Contact_LineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Contact_LineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "To see, correct or delete what we hold about you, contact us:" |
*
* @param {Legal_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices: ((inputs?: Legal_Privacy_ChoicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_ChoicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices" |
*
* @param {Legal_Privacy_Choices_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices_heading: ((inputs?: Legal_Privacy_Choices_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Choices_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes..." |
*
* @param {Legal_Privacy_Collect_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_1: ((inputs?: Legal_Privacy_Collect_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; whe..." |
*
* @param {Legal_Privacy_Collect_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_2: ((inputs?: Legal_Privacy_Collect_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Legal_Privacy_Collect_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_heading: ((inputs?: Legal_Privacy_Collect_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted." |
*
* @param {Legal_Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_meta_description: ((inputs?: Legal_Privacy_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle." |
*
* @param {Legal_Privacy_UseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use: ((inputs?: Legal_Privacy_UseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_UseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Why we use it" |
*
* @param {Legal_Privacy_Use_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_heading: ((inputs?: Legal_Privacy_Use_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Use_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our staff, through our booking dashboard, which needs a staff sign-in." |
*
* @param {Legal_Privacy_WhoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who: ((inputs?: Legal_Privacy_WhoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_WhoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Legal_Privacy_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who_heading: ((inputs?: Legal_Privacy_Who_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Who_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>{phone}</tel>." |
*
* @param {Legal_Terms_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency: ((inputs: Legal_Terms_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergencies" |
*
* @param {Legal_Terms_Emergency_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency_heading: ((inputs?: Legal_Terms_Emergency_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Emergency_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care." |
*
* @param {Legal_Terms_InfoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info: ((inputs?: Legal_Terms_InfoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_InfoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Information on this website" |
*
* @param {Legal_Terms_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info_heading: ((inputs?: Legal_Terms_Info_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Info_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "How booking requests made on this website work, what to do in an emergency, and how to reach us." |
*
* @param {Legal_Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_meta_description: ((inputs?: Legal_Terms_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp." |
*
* @param {Legal_Terms_RequestsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests: ((inputs?: Legal_Terms_RequestsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_RequestsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking requests" |
*
* @param {Legal_Terms_Requests_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests_heading: ((inputs?: Legal_Terms_Requests_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Requests_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance booking{ref} has been cancelled. If you still need an ambulance, call us any time." |
*
* @param {Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_cancelled: ((inputs: Msg_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance trip{ref} is complete. Thank you for trusting us; we wish you a quick recovery." |
*
* @param {Msg_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_completed: ((inputs: Msg_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance booking{ref} is confirmed for {when} from {pickup}." |
*
* @param {Msg_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_confirmed: ((inputs: Msg_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Driver: {driver}." |
*
* @param {Msg_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver: ((inputs: Msg_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Driver: {driver}, {phone}." |
*
* @param {Msg_Driver_With_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver_with_phone: ((inputs: Msg_Driver_With_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Driver_With_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow it live: {url}" |
*
* @param {Msg_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_follow_live: ((inputs: Msg_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Hello {name}, this is {business}." |
*
* @param {Msg_HelloInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_hello: ((inputs: Msg_HelloInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelloInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Helpline 24x7: {phone}." |
*
* @param {Msg_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_helpline: ((inputs: Msg_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance is on the way to {pickup}." |
*
* @param {Msg_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_in_progress: ((inputs: Msg_In_ProgressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_In_ProgressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We have received your ambulance request{ref} for pickup from {pickup}. We will call you back within 5 minutes. In an emergency, call us now." |
*
* @param {Msg_PendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_pending: ((inputs: Msg_PendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_PendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ref. {reference}" |
*
* @param {Msg_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_reference: ((inputs: Msg_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance: {vehicle}." |
*
* @param {Msg_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle: ((inputs: Msg_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We will send you the ambulance and driver details shortly." |
*
* @param {Msg_Vehicle_To_ComeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle_to_come: ((inputs?: Msg_Vehicle_To_ComeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Vehicle_To_ComeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_about: ((inputs?: Nav_AboutInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_AboutInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "All services" |
*
* @param {Nav_All_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_all_services: ((inputs?: Nav_All_ServicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_All_ServicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Book on WhatsApp" |
*
* @param {Nav_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_book_whatsapp: ((inputs?: Nav_Book_WhatsappInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Book_WhatsappInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Nav_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call: ((inputs: Nav_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Nav_Call_HiddenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call_hidden: ((inputs?: Nav_Call_HiddenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Call_HiddenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Nav_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_contact: ((inputs?: Nav_ContactInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ContactInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Nav_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_contact_us: ((inputs?: Nav_Contact_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Contact_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency Call: {phone}" |
*
* @param {Nav_Emergency_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_call: ((inputs: Nav_Emergency_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Emergency_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Fleet" |
*
* @param {Nav_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_fleet: ((inputs?: Nav_FleetInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_FleetInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_home: ((inputs?: Nav_HomeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_HomeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Nav_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_close: ((inputs?: Nav_Menu_CloseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Menu_CloseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Nav_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_open: ((inputs?: Nav_Menu_OpenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Menu_OpenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Nav_MobileInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_mobile: ((inputs?: Nav_MobileInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MobileInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_services: ((inputs?: Nav_ServicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ServicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks: ((inputs?: Receipt_Booking_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Booking_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise: ((inputs?: Receipt_Callback_PromiseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Callback_PromiseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed: ((inputs?: Receipt_Copy_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Copy_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Receipt_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_link: ((inputs?: Receipt_Copy_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Copy_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live: ((inputs?: Receipt_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied: ((inputs?: Receipt_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private: ((inputs?: Receipt_Link_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next: ((inputs?: Receipt_Message_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks: ((inputs?: Receipt_Message_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference: ((inputs: Receipt_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us: ((inputs: Receipt_Request_With_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Request_With_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Receipt_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share: ((inputs?: Receipt_ShareInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ShareInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title: ((inputs?: Receipt_Share_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Share_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "At a glance" |
*
* @param {Services_At_A_GlanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_at_a_glance: ((inputs?: Services_At_A_GlanceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_At_A_GlanceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Services_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_home: ((inputs?: Services_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_HomeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Services_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_label: ((inputs?: Services_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Services_Breadcrumb_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_services: ((inputs?: Services_Breadcrumb_ServicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_ServicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Services_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_call_now: ((inputs: Services_Call_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Call_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Equipment on board" |
*
* @param {Services_Equipment_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_equipment_on_board: ((inputs?: Services_Equipment_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Equipment_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our helpline is open 24 hours a day, 7 days a week, 365 days a year." |
*
* @param {Services_Helpline_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_helpline_open: ((inputs?: Services_Helpline_OpenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Helpline_OpenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Services_Jsonld_List_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_jsonld_list_name: ((inputs?: Services_Jsonld_List_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Jsonld_List_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Services_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more: ((inputs?: Services_Learn_MoreInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Learn_MoreInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "about the {name}" |
*
* @param {Services_Learn_More_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more_about: ((inputs: Services_Learn_More_AboutInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Learn_More_AboutInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Services_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_heading: ((inputs?: Services_List_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient." |
*
* @param {Services_List_IntroInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_intro: ((inputs?: Services_List_IntroInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_IntroInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate." |
*
* @param {Services_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_description: ((inputs?: Services_List_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Services in Bengaluru \| Emergency, ICU, Cardiac & More" |
*
* @param {Services_List_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_title: ((inputs?: Services_List_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency response, critical care and planned transport across Bengaluru, 24x7." |
*
* @param {Services_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_subtitle: ((inputs?: Services_List_SubtitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_SubtitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "I need an ambulance" |
*
* @param {Services_List_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_whatsapp_text: ((inputs?: Services_List_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Related services" |
*
* @param {Services_RelatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_related: ((inputs?: Services_RelatedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_RelatedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "See all our services" |
*
* @param {Services_See_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_see_all: ((inputs?: Services_See_AllInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_See_AllInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Talk to us now" |
*
* @param {Services_Talk_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_talk_now: ((inputs?: Services_Talk_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Talk_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message on WhatsApp" |
*
* @param {Services_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_whatsapp_button: ((inputs?: Services_Whatsapp_ButtonInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Whatsapp_ButtonInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Why choose us" |
*
* @param {Services_Why_Choose_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_why_choose_us: ((inputs?: Services_Why_Choose_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Why_Choose_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_address: ((inputs?: Site_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Areas We Cover" |
*
* @param {Site_Areas_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_areas_heading: ((inputs?: Site_Areas_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Areas_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Book via WhatsApp" |
*
* @param {Site_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_book_whatsapp: ((inputs?: Site_Book_WhatsappInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Book_WhatsappInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Site_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_call_now: ((inputs: Site_Call_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Call_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Site_CallbackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_callback: ((inputs?: Site_CallbackInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_CallbackInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_email: ((inputs?: Site_EmailInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_EmailInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Find Us" |
*
* @param {Site_Find_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_find_us: ((inputs?: Site_Find_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Find_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "24x7 helpline" |
*
* @param {Site_Helpline_24x7Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_helpline_24x7: ((inputs?: Site_Helpline_24x7Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Helpline_24x7Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Site_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_hours: ((inputs?: Site_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Map of our base in {locality}, {city}" |
*
* @param {Site_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_map_title: ((inputs: Site_Map_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Map_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Google Maps (new tab)" |
*
* @param {Site_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_open_maps: ((inputs?: Site_Open_MapsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Open_MapsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Site_RatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_rated: ((inputs: Site_RatedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_RatedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reach us" |
*
* @param {Site_Reach_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_reach_us: ((inputs?: Site_Reach_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Reach_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our record" |
*
* @param {Site_RecordInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_record: ((inputs?: Site_RecordInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_RecordInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Chat on WhatsApp (new tab)" |
*
* @param {Site_Whatsapp_ChatInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_whatsapp_chat: ((inputs?: Site_Whatsapp_ChatInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Whatsapp_ChatInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const skip_link: ((inputs?: Skip_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Skip_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About {hours} h away" |
*
* @param {Track_Away_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours: ((inputs: Track_Away_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About {hours} h {minutes} min away" |
*
* @param {Track_Away_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours_minutes: ((inputs: Track_Away_Hours_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_Hours_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About {minutes} min away" |
*
* @param {Track_Away_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_minutes: ((inputs: Track_Away_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Track_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_booking_reference: ((inputs: Track_Booking_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Booking_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call {driver}" |
*
* @param {Track_Call_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_driver: ((inputs: Track_Call_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call helpline" |
*
* @param {Track_Call_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_helpline: ((inputs?: Track_Call_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call our helpline" |
*
* @param {Track_Call_Our_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_our_helpline: ((inputs?: Track_Call_Our_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_Our_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call the driver" |
*
* @param {Track_Call_The_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_the_driver: ((inputs?: Track_Call_The_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_The_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "driver {driver}" |
*
* @param {Track_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_driver: ((inputs: Track_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline." |
*
* @param {Track_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_text: ((inputs?: Track_Expired_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Expired_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This tracking link has expired" |
*
* @param {Track_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_title: ((inputs?: Track_Expired_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Expired_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Keep this link private: anyone who has it can follow this booking until 24 hours after it ends." |
*
* @param {Track_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_keep_private: ((inputs?: Track_Keep_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Keep_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Live: this page updates by itself." |
*
* @param {Track_Live_ConnectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_connected: ((inputs?: Track_Live_ConnectedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ConnectedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Track_Live_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_copy_link: ((inputs?: Track_Live_Copy_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Copy_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Track_Live_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_link_copied: ((inputs?: Track_Live_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnecting… this page refreshes itself if the connection stays down." |
*
* @param {Track_Live_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_reconnecting: ((inputs?: Track_Live_ReconnectingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ReconnectingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page refreshes itself every 30 seconds." |
*
* @param {Track_Live_RefreshesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_refreshes: ((inputs?: Track_Live_RefreshesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_RefreshesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Track_Live_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_share: ((inputs?: Track_Live_ShareInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ShareInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Track_Map_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_map_pickup: ((inputs?: Track_Map_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Map_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline." |
*
* @param {Track_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_text: ((inputs?: Track_Not_Found_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This tracking link does not work" |
*
* @param {Track_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_title: ((inputs?: Track_Not_Found_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "location not precise enough for an estimate" |
*
* @param {Track_Position_ImpreciseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_imprecise: ((inputs?: Track_Position_ImpreciseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_ImpreciseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "location {age}" |
*
* @param {Track_Position_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_location: ((inputs: Track_Position_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Air Ambulance" |
*
* @param {Track_Service_AirInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_air: ((inputs?: Track_Service_AirInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_AirInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Track_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_als: ((inputs?: Track_Service_AlsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_AlsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Basic Life Support" |
*
* @param {Track_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_basic: ((inputs?: Track_Service_BasicInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_BasicInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Track_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_cardiac: ((inputs?: Track_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Corporate" |
*
* @param {Track_Service_CorporateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_corporate: ((inputs?: Track_Service_CorporateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_CorporateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Track_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_emergency: ((inputs?: Track_Service_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Track_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_event: ((inputs?: Track_Service_EventInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_EventInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Track_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_funeral: ((inputs?: Track_Service_FuneralInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_FuneralInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Track_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_icu: ((inputs?: Track_Service_IcuInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IcuInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Intercity Transfer" |
*
* @param {Track_Service_IntercityInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_intercity: ((inputs?: Track_Service_IntercityInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IntercityInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Track_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_neonatal: ((inputs?: Track_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Track_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_transfer: ((inputs?: Track_Service_TransferInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_TransferInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance assigned" |
*
* @param {Track_Stage_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_assigned: ((inputs?: Track_Stage_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reached the destination" |
*
* @param {Track_Stage_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_destination: ((inputs?: Track_Stage_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance arrived" |
*
* @param {Track_Stage_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_pickup: ((inputs?: Track_Stage_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Track_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_cancelled: ((inputs?: Track_Stage_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Track_Stage_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_completed: ((inputs?: Track_Stage_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Track_Stage_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_confirmed: ((inputs?: Track_Stage_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient on board" |
*
* @param {Track_Stage_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_board: ((inputs?: Track_Stage_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance on the way" |
*
* @param {Track_Stage_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_the_way: ((inputs?: Track_Stage_On_The_WayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_On_The_WayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Track_Stage_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_received: ((inputs?: Track_Stage_ReceivedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_ReceivedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "An ambulance and its driver are assigned to you." |
*
* @param {Track_Text_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_assigned: ((inputs?: Track_Text_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance has reached the destination." |
*
* @param {Track_Text_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_destination: ((inputs?: Track_Text_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance has reached the pickup address." |
*
* @param {Track_Text_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_pickup: ((inputs?: Track_Text_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now." |
*
* @param {Track_Text_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_cancelled: ((inputs?: Track_Text_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The trip is complete. We wish the patient a quick recovery." |
*
* @param {Track_Text_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_completed: ((inputs?: Track_Text_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team has confirmed your booking and is assigning an ambulance." |
*
* @param {Track_Text_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_confirmed: ((inputs?: Track_Text_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The patient is in the ambulance with our crew." |
*
* @param {Track_Text_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_board: ((inputs?: Track_Text_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance is on its way to the pickup address." |
*
* @param {Track_Text_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_the_way: ((inputs?: Track_Text_On_The_WayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_The_WayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We have your request. Our team will call you within 5 minutes." |
*
* @param {Track_Text_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_received: ((inputs?: Track_Text_ReceivedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ReceivedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "booking {reference}" |
*
* @param {Track_Title_BookingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_title_booking: ((inputs: Track_Title_BookingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Title_BookingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please wait a few minutes and try again, or call our 24x7 helpline." |
*
* @param {Track_Too_Many_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_text: ((inputs?: Track_Too_Many_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_Many_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Track_Too_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_title: ((inputs?: Track_Too_Many_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_Many_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "updated {minutes} min ago" |
*
* @param {Track_Updated_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_minutes: ((inputs: Track_Updated_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "updated {seconds} s ago" |
*
* @param {Track_Updated_SecondsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_seconds: ((inputs: Track_Updated_SecondsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_SecondsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page updates by itself." |
*
* @param {Track_Updates_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updates_by_itself: ((inputs?: Track_Updates_By_ItselfInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updates_By_ItselfInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Vehicle {number}" |
*
* @param {Track_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_vehicle: ((inputs: Track_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance" |
*
* @param {Track_Where_AmbulanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_ambulance: ((inputs?: Track_Where_AmbulanceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_AmbulanceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance at the pickup point" |
*
* @param {Track_Where_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_at_pickup: ((inputs?: Track_Where_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "On the way to the destination" |
*
* @param {Track_Where_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_on_board: ((inputs?: Track_Where_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time: ((inputs?: Validation_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid: ((inputs?: Validation_Email_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long: ((inputs: Validation_Email_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination: ((inputs?: Validation_Label_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Validation_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_full_name: ((inputs?: Validation_Label_Full_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Full_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message: ((inputs?: Validation_Label_MessageInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_MessageInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_name: ((inputs?: Validation_Label_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Additional notes" |
*
* @param {Validation_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_notes: ((inputs?: Validation_Label_NotesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_NotesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address: ((inputs?: Validation_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair: ((inputs?: Validation_Location_PairInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Location_PairInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid: ((inputs?: Validation_Phone_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required: ((inputs?: Validation_Phone_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required: ((inputs: Validation_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Validation_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_service_type: ((inputs?: Validation_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long: ((inputs: Validation_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short: ((inputs: Validation_Too_ShortInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_ShortInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Fleet_HeadingInputs = {};
export type About_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
    gps: NonNullable<unknown>;
};
export type About_HeadingInputs = {};
export type About_Hero_TextInputs = {
    business: NonNullable<unknown>;
    families: NonNullable<unknown>;
};
export type About_Licensed_HeadingInputs = {};
export type About_Licensed_TextInputs = {};
export type About_Meta_DescriptionInputs = {};
export type About_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
export type About_Reach_TextInputs = {
    phone: NonNullable<unknown>;
};
export type About_Team_HeadingInputs = {};
export type About_Team_TextInputs = {};
export type About_What_HeadingInputs = {};
export type About_What_TextInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type About_Where_HeadingInputs = {};
export type About_Where_TextInputs = {
    areas: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type About_Who_HeadingInputs = {};
export type About_Who_TextInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    families: NonNullable<unknown>;
    lives: NonNullable<unknown>;
};
export type Contact_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
};
export type Contact_Email_TextInputs = {};
export type Contact_Forms_HeadingInputs = {};
export type Contact_Forms_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Contact_HeadingInputs = {};
export type Contact_Hero_TextInputs = {};
export type Contact_Hotline_TextInputs = {
    international: NonNullable<unknown>;
};
export type Contact_Hotline_TitleInputs = {};
export type Contact_Hours_TextInputs = {
    short: NonNullable<unknown>;
    long: NonNullable<unknown>;
};
export type Contact_Location_TitleInputs = {};
export type Contact_Meta_DescriptionInputs = {};
export type Contact_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
export type Contact_Reach_LabelInputs = {};
export type Contact_Whatsapp_TextInputs = {};
export type Error_Not_Found_TextInputs = {};
export type Error_Not_Found_TitleInputs = {
    business: NonNullable<unknown>;
};
export type Error_Return_HomeInputs = {};
export type Error_UnexpectedInputs = {};
export type Fleet_Categories_HeadingInputs = {};
export type Fleet_Categories_TextInputs = {};
export type Fleet_Category_BasicInputs = {};
export type Fleet_Category_ExteriorInputs = {};
export type Fleet_Category_InteriorInputs = {};
export type Fleet_Category_ServiceInputs = {};
export type Fleet_CloseInputs = {};
export type Fleet_CtaInputs = {};
export type Fleet_EnlargeInputs = {};
export type Fleet_Features_HeadingInputs = {};
export type Fleet_Filter_AllInputs = {};
export type Fleet_Filter_LabelInputs = {};
export type Fleet_Gallery_HeadingInputs = {};
export type Fleet_Gallery_TextInputs = {};
export type Fleet_HeadingInputs = {};
export type Fleet_Hero_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
export type Fleet_Meta_DescriptionInputs = {};
export type Fleet_Meta_TitleInputs = {};
export type Fleet_Next_PictureInputs = {};
export type Fleet_On_BoardInputs = {};
export type Fleet_Pictures_ShownInputs = {
    count: NonNullable<unknown>;
};
export type Fleet_Previous_PictureInputs = {};
export type Fleet_Total_HeadingInputs = {};
export type Fleet_Total_TextInputs = {
    ambulances: NonNullable<unknown>;
};
export type Footer_AboutInputs = {};
export type Footer_Book_OnlineInputs = {};
export type Footer_CompanyInputs = {};
export type Footer_ContactInputs = {};
export type Footer_CopyrightInputs = {
    business: NonNullable<unknown>;
};
export type Footer_EmailInputs = {
    email: NonNullable<unknown>;
};
export type Footer_Emergency_LineInputs = {
    phone: NonNullable<unknown>;
};
export type Footer_HelplineInputs = {};
export type Footer_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Footer_QuickInputs = {};
export type Footer_SitemapInputs = {};
export type Footer_Whatsapp_LabelInputs = {};
export type Form_Booking_SendingInputs = {};
export type Form_Booking_SubmitInputs = {};
export type Form_Booking_TitleInputs = {};
export type Form_Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
export type Form_Contact_CallInputs = {};
export type Form_FailedInputs = {};
export type Form_Label_Date_TimeInputs = {};
export type Form_Label_DestinationInputs = {};
export type Form_Label_EmailInputs = {};
export type Form_Label_Full_NameInputs = {};
export type Form_Label_MessageInputs = {};
export type Form_Label_NameInputs = {};
export type Form_Label_NotesInputs = {};
export type Form_Label_PhoneInputs = {};
export type Form_Label_Phone_OptionalInputs = {};
export type Form_Label_Pickup_AddressInputs = {};
export type Form_Label_Preferred_ContactInputs = {};
export type Form_Label_Service_TypeInputs = {};
export type Form_Location_AddedInputs = {
    metres: NonNullable<unknown>;
};
export type Form_Location_DeniedInputs = {};
export type Form_Location_FailedInputs = {};
export type Form_Location_FindingInputs = {};
export type Form_Message_SendingInputs = {};
export type Form_Message_SubmitInputs = {};
export type Form_Message_TitleInputs = {};
export type Form_Select_Service_TypeInputs = {};
export type Form_Service_AlsInputs = {};
export type Form_Service_BasicInputs = {};
export type Form_Service_CardiacInputs = {};
export type Form_Service_EmergencyInputs = {};
export type Form_Service_EventInputs = {};
export type Form_Service_FuneralInputs = {};
export type Form_Service_IcuInputs = {};
export type Form_Service_NeonatalInputs = {};
export type Form_Service_TransferInputs = {};
export type Form_Use_LocationInputs = {};
export type Helpline_Areas_TextInputs = {
    locality: NonNullable<unknown>;
};
export type Helpline_From_IndiaInputs = {};
export type Helpline_HeadingInputs = {};
export type Helpline_InternationalInputs = {};
export type Helpline_LeadInputs = {};
export type Helpline_Meta_DescriptionInputs = {};
export type Helpline_Meta_TitleInputs = {};
export type Helpline_Not_UrgentInputs = {
    callback: NonNullable<unknown>;
};
export type Helpline_Tell_1Inputs = {};
export type Helpline_Tell_2Inputs = {};
export type Helpline_Tell_3Inputs = {};
export type Helpline_Tell_4Inputs = {};
export type Helpline_Tell_5Inputs = {};
export type Helpline_Tell_AfterInputs = {};
export type Helpline_Tell_HeadingInputs = {};
export type Helpline_Whatsapp_HeadingInputs = {};
export type Helpline_Whatsapp_TextInputs = {};
export type Helpline_When_1Inputs = {};
export type Helpline_When_2Inputs = {};
export type Helpline_When_3Inputs = {};
export type Helpline_When_4Inputs = {};
export type Helpline_When_5Inputs = {};
export type Helpline_When_HeadingInputs = {};
export type Helpline_When_UnsureInputs = {};
export type Home_Book_HeadingInputs = {};
export type Home_Contact_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Home_Faq_HeadingInputs = {};
export type Home_Fleet_HeadingInputs = {};
export type Home_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
export type Home_Meta_DescriptionInputs = {};
export type Home_Meta_TitleInputs = {};
export type Home_RatingInputs = {
    value: NonNullable<unknown>;
    best: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Home_Reviews_LabelInputs = {};
export type Home_Reviews_LinkInputs = {};
export type Home_Reviews_NextInputs = {};
export type Home_Reviews_PreviousInputs = {};
export type Home_Reviews_TrackInputs = {};
export type Home_Services_HeadingInputs = {};
export type Home_Services_TextInputs = {};
export type Home_Slide_GoInputs = {
    n: NonNullable<unknown>;
};
export type Home_Slide_NextInputs = {};
export type Home_Slide_OfInputs = {
    n: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Home_Slide_PreviousInputs = {};
export type Home_Slider_LabelInputs = {};
export type Home_Slideshow_PauseInputs = {};
export type Home_Slideshow_PlayInputs = {};
export type Home_Testimonials_HeadingInputs = {};
export type Home_Why_HeadingInputs = {};
export type Landing_Book_TextInputs = {
    phone: NonNullable<unknown>;
    callback: NonNullable<unknown>;
};
export type Landing_Coverage_HeadingInputs = {};
export type Landing_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Landing_Fleet_HeadingInputs = {};
export type Landing_Fleet_TextInputs = {};
export type Landing_Learn_MoreInputs = {
    title: NonNullable<unknown>;
};
export type Landing_Meta_DescriptionInputs = {};
export type Landing_Meta_TitleInputs = {};
export type Landing_Offer_CatalogInputs = {};
export type Landing_SpecialisedInputs = {};
export type Landing_Testimonials_HeadingInputs = {};
export type Landing_Whole_FleetInputs = {};
export type Landing_Why_HeadingInputs = {};
export type Landing_Why_TextInputs = {};
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
export type Legal_Contact_HeadingInputs = {};
export type Legal_Contact_LineInputs = {
    business: NonNullable<unknown>;
    street: NonNullable<unknown>;
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    postal: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Legal_Privacy_ChoicesInputs = {};
export type Legal_Privacy_Choices_HeadingInputs = {};
export type Legal_Privacy_Collect_1Inputs = {};
export type Legal_Privacy_Collect_2Inputs = {};
export type Legal_Privacy_Collect_HeadingInputs = {};
export type Legal_Privacy_Meta_DescriptionInputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_Privacy_UseInputs = {};
export type Legal_Privacy_Use_HeadingInputs = {};
export type Legal_Privacy_WhoInputs = {};
export type Legal_Privacy_Who_HeadingInputs = {};
export type Legal_Terms_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
export type Legal_Terms_Emergency_HeadingInputs = {};
export type Legal_Terms_InfoInputs = {};
export type Legal_Terms_Info_HeadingInputs = {};
export type Legal_Terms_Meta_DescriptionInputs = {};
export type Legal_Terms_RequestsInputs = {};
export type Legal_Terms_Requests_HeadingInputs = {};
export type Legal_Terms_TitleInputs = {};
export type Msg_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_CompletedInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_ConfirmedInputs = {
    ref: NonNullable<unknown>;
    when: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Msg_Driver_With_PhoneInputs = {
    driver: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Msg_Follow_LiveInputs = {
    url: NonNullable<unknown>;
};
export type Msg_HelloInputs = {
    name: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
export type Msg_HelplineInputs = {
    phone: NonNullable<unknown>;
};
export type Msg_In_ProgressInputs = {
    pickup: NonNullable<unknown>;
};
export type Msg_PendingInputs = {
    ref: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Msg_VehicleInputs = {
    vehicle: NonNullable<unknown>;
};
export type Msg_Vehicle_To_ComeInputs = {};
export type Nav_AboutInputs = {};
export type Nav_All_ServicesInputs = {};
export type Nav_Book_WhatsappInputs = {};
export type Nav_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Nav_Call_HiddenInputs = {};
export type Nav_ContactInputs = {};
export type Nav_Contact_UsInputs = {};
export type Nav_Emergency_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Nav_FleetInputs = {};
export type Nav_HomeInputs = {};
export type Nav_MainInputs = {};
export type Nav_Menu_CloseInputs = {};
export type Nav_Menu_OpenInputs = {};
export type Nav_MobileInputs = {};
export type Nav_ServicesInputs = {};
export type Receipt_Booking_ThanksInputs = {};
export type Receipt_Callback_PromiseInputs = {};
export type Receipt_Copy_FailedInputs = {};
export type Receipt_Copy_LinkInputs = {};
export type Receipt_Follow_LiveInputs = {};
export type Receipt_Link_CopiedInputs = {};
export type Receipt_Link_PrivateInputs = {};
export type Receipt_Message_NextInputs = {};
export type Receipt_Message_ThanksInputs = {};
export type Receipt_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_Request_With_UsInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_ShareInputs = {};
export type Receipt_Share_TitleInputs = {};
export type Services_At_A_GlanceInputs = {};
export type Services_Breadcrumb_HomeInputs = {};
export type Services_Breadcrumb_LabelInputs = {};
export type Services_Breadcrumb_ServicesInputs = {};
export type Services_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
export type Services_Equipment_On_BoardInputs = {};
export type Services_Helpline_OpenInputs = {};
export type Services_Jsonld_List_NameInputs = {};
export type Services_Learn_MoreInputs = {};
export type Services_Learn_More_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Services_List_HeadingInputs = {};
export type Services_List_IntroInputs = {};
export type Services_List_Meta_DescriptionInputs = {};
export type Services_List_Meta_TitleInputs = {};
export type Services_List_SubtitleInputs = {};
export type Services_List_Whatsapp_TextInputs = {};
export type Services_RelatedInputs = {};
export type Services_See_AllInputs = {};
export type Services_Talk_NowInputs = {};
export type Services_Whatsapp_ButtonInputs = {};
export type Services_Why_Choose_UsInputs = {};
export type Site_AddressInputs = {};
export type Site_Areas_HeadingInputs = {};
export type Site_Book_WhatsappInputs = {};
export type Site_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
export type Site_CallbackInputs = {};
export type Site_EmailInputs = {};
export type Site_Find_UsInputs = {};
export type Site_Helpline_24x7Inputs = {};
export type Site_HoursInputs = {};
export type Site_Map_TitleInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Site_Open_MapsInputs = {};
export type Site_RatedInputs = {
    rating: NonNullable<unknown>;
};
export type Site_Reach_UsInputs = {};
export type Site_RecordInputs = {};
export type Site_Whatsapp_ChatInputs = {};
export type Skip_LinkInputs = {};
export type Track_Away_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Track_Away_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Track_Away_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Booking_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Call_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Call_HelplineInputs = {};
export type Track_Call_Our_HelplineInputs = {};
export type Track_Call_The_DriverInputs = {};
export type Track_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Expired_TextInputs = {};
export type Track_Expired_TitleInputs = {};
export type Track_Keep_PrivateInputs = {};
export type Track_Live_ConnectedInputs = {};
export type Track_Live_Copy_LinkInputs = {};
export type Track_Live_Link_CopiedInputs = {};
export type Track_Live_ReconnectingInputs = {};
export type Track_Live_RefreshesInputs = {};
export type Track_Live_ShareInputs = {};
export type Track_Map_PickupInputs = {};
export type Track_Not_Found_TextInputs = {};
export type Track_Not_Found_TitleInputs = {};
export type Track_Position_ImpreciseInputs = {};
export type Track_Position_LocationInputs = {
    age: NonNullable<unknown>;
};
export type Track_Service_AirInputs = {};
export type Track_Service_AlsInputs = {};
export type Track_Service_BasicInputs = {};
export type Track_Service_CardiacInputs = {};
export type Track_Service_CorporateInputs = {};
export type Track_Service_EmergencyInputs = {};
export type Track_Service_EventInputs = {};
export type Track_Service_FuneralInputs = {};
export type Track_Service_IcuInputs = {};
export type Track_Service_IntercityInputs = {};
export type Track_Service_NeonatalInputs = {};
export type Track_Service_TransferInputs = {};
export type Track_Stage_AssignedInputs = {};
export type Track_Stage_At_DestinationInputs = {};
export type Track_Stage_At_PickupInputs = {};
export type Track_Stage_CancelledInputs = {};
export type Track_Stage_CompletedInputs = {};
export type Track_Stage_ConfirmedInputs = {};
export type Track_Stage_On_BoardInputs = {};
export type Track_Stage_On_The_WayInputs = {};
export type Track_Stage_ReceivedInputs = {};
export type Track_Text_AssignedInputs = {};
export type Track_Text_At_DestinationInputs = {};
export type Track_Text_At_PickupInputs = {};
export type Track_Text_CancelledInputs = {};
export type Track_Text_CompletedInputs = {};
export type Track_Text_ConfirmedInputs = {};
export type Track_Text_On_BoardInputs = {};
export type Track_Text_On_The_WayInputs = {};
export type Track_Text_ReceivedInputs = {};
export type Track_Title_BookingInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Too_Many_TextInputs = {};
export type Track_Too_Many_TitleInputs = {};
export type Track_Updated_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Updated_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Track_Updates_By_ItselfInputs = {};
export type Track_VehicleInputs = {
    number: NonNullable<unknown>;
};
export type Track_Where_AmbulanceInputs = {};
export type Track_Where_At_PickupInputs = {};
export type Track_Where_On_BoardInputs = {};
export type Validation_Date_TimeInputs = {};
export type Validation_Email_InvalidInputs = {};
export type Validation_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Validation_Label_DestinationInputs = {};
export type Validation_Label_Full_NameInputs = {};
export type Validation_Label_MessageInputs = {};
export type Validation_Label_NameInputs = {};
export type Validation_Label_NotesInputs = {};
export type Validation_Label_Pickup_AddressInputs = {};
export type Validation_Location_PairInputs = {};
export type Validation_Phone_InvalidInputs = {};
export type Validation_Phone_RequiredInputs = {};
export type Validation_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Validation_Service_TypeInputs = {};
export type Validation_Too_LongInputs = {
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Validation_Too_ShortInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
