/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CancelledInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CompletedInputs */
/** @typedef {{ ref: NonNullable<unknown>, when: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_ConfirmedInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Msg_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown>, phone: NonNullable<unknown> }} Msg_Driver_With_PhoneInputs */
/** @typedef {{ url: NonNullable<unknown> }} Msg_Follow_LiveInputs */
/** @typedef {{ name: NonNullable<unknown>, business: NonNullable<unknown> }} Msg_HelloInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Msg_HelplineInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Msg_In_ProgressInputs */
/** @typedef {{ ref: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_PendingInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Msg_ReferenceInputs */
/** @typedef {{ vehicle: NonNullable<unknown> }} Msg_VehicleInputs */
/** @typedef {{}} Msg_Vehicle_To_ComeInputs */
/** @typedef {{}} Skip_LinkInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Track_Away_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Track_Away_Hours_MinutesInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Away_MinutesInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Booking_ReferenceInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_Call_DriverInputs */
/** @typedef {{}} Track_Call_HelplineInputs */
/** @typedef {{}} Track_Call_Our_HelplineInputs */
/** @typedef {{}} Track_Call_The_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_DriverInputs */
/** @typedef {{}} Track_Expired_TextInputs */
/** @typedef {{}} Track_Expired_TitleInputs */
/** @typedef {{}} Track_Keep_PrivateInputs */
/** @typedef {{}} Track_Live_ConnectedInputs */
/** @typedef {{}} Track_Live_Copy_LinkInputs */
/** @typedef {{}} Track_Live_Link_CopiedInputs */
/** @typedef {{}} Track_Live_ReconnectingInputs */
/** @typedef {{}} Track_Live_RefreshesInputs */
/** @typedef {{}} Track_Live_ShareInputs */
/** @typedef {{}} Track_Map_PickupInputs */
/** @typedef {{}} Track_Not_Found_TextInputs */
/** @typedef {{}} Track_Not_Found_TitleInputs */
/** @typedef {{}} Track_Position_ImpreciseInputs */
/** @typedef {{ age: NonNullable<unknown> }} Track_Position_LocationInputs */
/** @typedef {{}} Track_Service_AirInputs */
/** @typedef {{}} Track_Service_AlsInputs */
/** @typedef {{}} Track_Service_BasicInputs */
/** @typedef {{}} Track_Service_CardiacInputs */
/** @typedef {{}} Track_Service_CorporateInputs */
/** @typedef {{}} Track_Service_EmergencyInputs */
/** @typedef {{}} Track_Service_EventInputs */
/** @typedef {{}} Track_Service_FuneralInputs */
/** @typedef {{}} Track_Service_IcuInputs */
/** @typedef {{}} Track_Service_IntercityInputs */
/** @typedef {{}} Track_Service_NeonatalInputs */
/** @typedef {{}} Track_Service_TransferInputs */
/** @typedef {{}} Track_Stage_AssignedInputs */
/** @typedef {{}} Track_Stage_At_DestinationInputs */
/** @typedef {{}} Track_Stage_At_PickupInputs */
/** @typedef {{}} Track_Stage_CancelledInputs */
/** @typedef {{}} Track_Stage_CompletedInputs */
/** @typedef {{}} Track_Stage_ConfirmedInputs */
/** @typedef {{}} Track_Stage_On_BoardInputs */
/** @typedef {{}} Track_Stage_On_The_WayInputs */
/** @typedef {{}} Track_Stage_ReceivedInputs */
/** @typedef {{}} Track_Text_AssignedInputs */
/** @typedef {{}} Track_Text_At_DestinationInputs */
/** @typedef {{}} Track_Text_At_PickupInputs */
/** @typedef {{}} Track_Text_CancelledInputs */
/** @typedef {{}} Track_Text_CompletedInputs */
/** @typedef {{}} Track_Text_ConfirmedInputs */
/** @typedef {{}} Track_Text_On_BoardInputs */
/** @typedef {{}} Track_Text_On_The_WayInputs */
/** @typedef {{}} Track_Text_ReceivedInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Title_BookingInputs */
/** @typedef {{}} Track_Too_Many_TextInputs */
/** @typedef {{}} Track_Too_Many_TitleInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Updated_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Track_Updated_SecondsInputs */
/** @typedef {{}} Track_Updates_By_ItselfInputs */
/** @typedef {{ number: NonNullable<unknown> }} Track_VehicleInputs */
/** @typedef {{}} Track_Where_AmbulanceInputs */
/** @typedef {{}} Track_Where_At_PickupInputs */
/** @typedef {{}} Track_Where_On_BoardInputs */


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಭಾಷೆ`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಯಾವಾಗ ಬೇಕಾದರೂ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಪ್ರಯಾಣ${i?.ref} ಪೂರ್ಣಗೊಂಡಿದೆ. ನಮ್ಮ ಮೇಲೆ ನಂಬಿಕೆ ಇಟ್ಟಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು; ಬೇಗ ಗುಣಮುಖರಾಗಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ಖಚಿತವಾಗಿದೆ: ${i?.when}, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}.`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}.`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}, ${i?.phone}.`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಲೈವ್ ಆಗಿ ನೋಡಿ: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮಸ್ಕಾರ ${i?.name}, ಇದು ${i?.business}.`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ: ${i?.phone}.`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ${i?.pickup} ಕಡೆಗೆ ಬರುತ್ತಿದೆ.`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿ${i?.ref} ನಮಗೆ ತಲುಪಿದೆ, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}. ನಾವು 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಮರಳಿ ಕರೆ ಮಾಡುತ್ತೇವೆ. ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್: ${i?.vehicle}.`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಚಾಲಕರ ವಿವರಗಳನ್ನು ಶೀಘ್ರದಲ್ಲೇ ಕಳುಹಿಸುತ್ತೇವೆ.`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಷಯಕ್ಕೆ ಹೋಗಿ`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ದೂರದಲ್ಲಿದೆ`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} ಅವರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳ ನಂತರ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ. ಈ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಗೌಪ್ಯವಾಗಿಡಿ: ಇದು ಯಾರ ಬಳಿ ಇದ್ದರೂ ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳವರೆಗೆ ಅದನ್ನು ನೋಡಬಹುದು.`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲೈವ್: ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಿ`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಲಾಗಿದೆ.`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮತ್ತೆ ಸಂಪರ್ಕಿಸಲಾಗುತ್ತಿದೆ… ಸಂಪರ್ಕ ಸಿಗದಿದ್ದರೆ ಈ ಪುಟ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಪ್ರತಿ 30 ಸೆಕೆಂಡಿಗೆ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ಸ್ಥಳ`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಪೂರ್ತಿ ಲಿಂಕ್ ನಕಲಾಗಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅಂದಾಜು ಹೇಳುವಷ್ಟು ಸ್ಥಳ ನಿಖರವಾಗಿಲ್ಲ`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇಸಿಕ್ ಲೈಫ್ ಸಪೋರ್ಟ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದಯ ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಪೊರೇಟ್`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಮಾರ್ಚುರಿ ವಾಹನ`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇರೆ ನಗರಕ್ಕೆ ರೋಗಿ ಸಾಗಣೆ`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನವಜಾತ ಶಿಶು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಸ್ಥಳಾಂತರ`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಯಾಗಿದೆ`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನ ತಲುಪಿದೆ`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬಂದಿದೆ`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣಗೊಂಡಿದೆ`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿದ್ದಾರೆ`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ದಾರಿಯಲ್ಲಿದೆ`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿ ತಲುಪಿದೆ`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮಗಾಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಅದರ ಚಾಲಕರನ್ನು ನಿಗದಿಪಡಿಸಲಾಗಿದೆ.`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಗಮ್ಯಸ್ಥಾನವನ್ನು ತಲುಪಿದೆ.`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ವಿಳಾಸವನ್ನು ತಲುಪಿದೆ.`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಈಗಲೇ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರಯಾಣ ಪೂರ್ಣಗೊಂಡಿದೆ. ರೋಗಿ ಬೇಗ ಗುಣಮುಖರಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಬುಕಿಂಗ್ ಖಚಿತಪಡಿಸಿದೆ ಮತ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಪಡಿಸುತ್ತಿದೆ.`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ನಮ್ಮ ಸಿಬ್ಬಂದಿಯೊಂದಿಗೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿದ್ದಾರೆ.`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ವಿಳಾಸದತ್ತ ಬರುತ್ತಿದೆ.`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} ನಿಮಿಷ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} ಸೆಕೆಂಡ್ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ವಾಹನ ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ಸ್ಥಳದಲ್ಲಿದೆ`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನದತ್ತ ಹೋಗುತ್ತಿದೆ`)
};