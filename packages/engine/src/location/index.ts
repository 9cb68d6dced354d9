/** Places outside the streets (ruins, shrines, caves...) and the GetLocation definition. */
export { expandLocation } from './location';
export { LOCATION_GRAMMAR } from './location-grammar';
export { generateLocation, LOCATION_GENERATORS, type LocationOptions } from './location-generator';
