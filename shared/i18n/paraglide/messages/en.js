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
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} has been cancelled. If you still need an ambulance, call us any time.`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance trip${i?.ref} is complete. Thank you for trusting us; we wish you a quick recovery.`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} is confirmed for ${i?.when} from ${i?.pickup}.`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}.`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}, ${i?.phone}.`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow it live: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name}, this is ${i?.business}.`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helpline 24x7: ${i?.phone}.`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance is on the way to ${i?.pickup}.`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received your ambulance request${i?.ref} for pickup from ${i?.pickup}. We will call you back within 5 minutes. In an emergency, call us now.`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ref. ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambulance: ${i?.vehicle}.`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send you the ambulance and driver details shortly.`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h away`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h ${i?.minutes} min away`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.minutes} min away`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.driver}`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call helpline`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call our helpline`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the driver`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`driver ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline.`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link has expired`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this link private: anyone who has it can follow this booking until 24 hours after it ends.`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live: this page updates by itself.`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting… this page refreshes itself if the connection stays down.`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page refreshes itself every 30 seconds.`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup point`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline.`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link does not work`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location not precise enough for an estimate`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`location ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air Ambulance`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS Ambulance`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic Life Support`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardiac Ambulance`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corporate`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency Ambulance`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Standby`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funeral / Mortuary Transfer`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU Ambulance`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intercity Transfer`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neonatal Ambulance`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient Transfer`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance assigned`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reached the destination`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance arrived`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking confirmed`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient on board`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance on the way`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ambulance and its driver are assigned to you.`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance has reached the destination.`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance has reached the pickup address.`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now.`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip is complete. We wish the patient a quick recovery.`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team has confirmed your booking and is assigning an ambulance.`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The patient is in the ambulance with our crew.`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance is on its way to the pickup address.`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have your request. Our team will call you within 5 minutes.`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`booking ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait a few minutes and try again, or call our 24x7 helpline.`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.minutes} min ago`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.seconds} s ago`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page updates by itself.`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vehicle ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance at the pickup point`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the way to the destination`)
};