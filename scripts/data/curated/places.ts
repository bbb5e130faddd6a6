/** States with the year they joined the Union and a few of their towns of record. */
export interface CuratedState {
  name: string;
  admitted: number;
  cities: string[];
}

export const states: CuratedState[] = [
  { name: 'Alabama', admitted: 1819, cities: ['Montgomery', 'Mobile', 'Huntsville', 'Birmingham'] },
  { name: 'Arizona', admitted: 1912, cities: ['Phoenix', 'Tucson', 'Prescott'] },
  { name: 'Arkansas', admitted: 1836, cities: ['Little Rock', 'Fort Smith', 'Helena'] },
  {
    name: 'California',
    admitted: 1850,
    cities: ['San Francisco', 'Los Angeles', 'Sacramento', 'San Diego', 'Oakland'],
  },
  { name: 'Colorado', admitted: 1876, cities: ['Denver', 'Pueblo', 'Colorado Springs'] },
  { name: 'Connecticut', admitted: 1788, cities: ['Hartford', 'New Haven', 'Norwich', 'Bridgeport'] },
  { name: 'Delaware', admitted: 1787, cities: ['Wilmington', 'Dover', 'New Castle'] },
  { name: 'Florida', admitted: 1845, cities: ['Tallahassee', 'Pensacola', 'Jacksonville', 'Tampa'] },
  { name: 'Georgia', admitted: 1788, cities: ['Savannah', 'Augusta', 'Atlanta', 'Macon', 'Columbus'] },
  { name: 'Hawaii', admitted: 1959, cities: ['Honolulu', 'Hilo'] },
  { name: 'Idaho', admitted: 1890, cities: ['Boise', 'Pocatello'] },
  { name: 'Illinois', admitted: 1818, cities: ['Chicago', 'Springfield', 'Peoria', 'Galena', 'Quincy'] },
  { name: 'Indiana', admitted: 1816, cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'Terre Haute'] },
  { name: 'Iowa', admitted: 1846, cities: ['Des Moines', 'Dubuque', 'Davenport', 'Keokuk'] },
  { name: 'Kansas', admitted: 1861, cities: ['Topeka', 'Leavenworth', 'Lawrence', 'Wichita'] },
  { name: 'Kentucky', admitted: 1792, cities: ['Louisville', 'Lexington', 'Frankfort', 'Bowling Green'] },
  { name: 'Louisiana', admitted: 1812, cities: ['New Orleans', 'Baton Rouge', 'Shreveport'] },
  { name: 'Maine', admitted: 1820, cities: ['Portland', 'Augusta', 'Bangor', 'Brunswick', 'Lewiston'] },
  { name: 'Maryland', admitted: 1788, cities: ['Baltimore', 'Annapolis', 'Frederick', 'Hagerstown'] },
  {
    name: 'Massachusetts',
    admitted: 1788,
    cities: ['Boston', 'Worcester', 'Springfield', 'Lowell', 'New Bedford', 'Salem'],
  },
  { name: 'Michigan', admitted: 1837, cities: ['Detroit', 'Grand Rapids', 'Lansing', 'Kalamazoo'] },
  { name: 'Minnesota', admitted: 1858, cities: ['Saint Paul', 'Minneapolis', 'Winona', 'Stillwater', 'Duluth'] },
  { name: 'Mississippi', admitted: 1817, cities: ['Jackson', 'Vicksburg', 'Natchez', 'Corinth'] },
  { name: 'Missouri', admitted: 1821, cities: ['Saint Louis', 'Kansas City', 'Jefferson City', 'Springfield'] },
  { name: 'Montana', admitted: 1889, cities: ['Helena', 'Butte', 'Billings'] },
  { name: 'Nebraska', admitted: 1867, cities: ['Omaha', 'Lincoln', 'Grand Island'] },
  { name: 'Nevada', admitted: 1864, cities: ['Carson City', 'Virginia City', 'Reno'] },
  { name: 'New Hampshire', admitted: 1788, cities: ['Concord', 'Portsmouth', 'Manchester', 'Keene'] },
  { name: 'New Jersey', admitted: 1787, cities: ['Newark', 'Trenton', 'Camden', 'Paterson', 'Morristown'] },
  { name: 'New Mexico', admitted: 1912, cities: ['Santa Fe', 'Albuquerque', 'Las Vegas'] },
  {
    name: 'New York',
    admitted: 1788,
    cities: ['New York City', 'Albany', 'Buffalo', 'Rochester', 'Syracuse', 'Brooklyn', 'Troy'],
  },
  { name: 'North Carolina', admitted: 1789, cities: ['Raleigh', 'Wilmington', 'Charlotte', 'New Bern', 'Salisbury'] },
  { name: 'North Dakota', admitted: 1889, cities: ['Bismarck', 'Fargo'] },
  { name: 'Ohio', admitted: 1803, cities: ['Columbus', 'Cincinnati', 'Cleveland', 'Dayton', 'Toledo'] },
  { name: 'Oklahoma', admitted: 1907, cities: ['Oklahoma City', 'Tulsa', 'Guthrie'] },
  { name: 'Oregon', admitted: 1859, cities: ['Portland', 'Salem', 'Eugene'] },
  {
    name: 'Pennsylvania',
    admitted: 1787,
    cities: ['Philadelphia', 'Pittsburgh', 'Harrisburg', 'Lancaster', 'Scranton', 'Gettysburg'],
  },
  { name: 'Rhode Island', admitted: 1790, cities: ['Providence', 'Newport', 'Warwick'] },
  { name: 'South Carolina', admitted: 1788, cities: ['Charleston', 'Columbia', 'Greenville', 'Camden'] },
  { name: 'South Dakota', admitted: 1889, cities: ['Pierre', 'Sioux Falls', 'Deadwood'] },
  { name: 'Tennessee', admitted: 1796, cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga'] },
  { name: 'Texas', admitted: 1845, cities: ['Austin', 'San Antonio', 'Houston', 'Galveston', 'Dallas'] },
  { name: 'Utah', admitted: 1896, cities: ['Salt Lake City', 'Ogden', 'Provo'] },
  { name: 'Vermont', admitted: 1791, cities: ['Montpelier', 'Burlington', 'Rutland', 'Bennington'] },
  {
    name: 'Virginia',
    admitted: 1788,
    cities: ['Richmond', 'Norfolk', 'Lexington', 'Staunton', 'Lynchburg', 'Winchester', 'Petersburg'],
  },
  { name: 'Washington', admitted: 1889, cities: ['Seattle', 'Tacoma', 'Spokane', 'Olympia'] },
  { name: 'West Virginia', admitted: 1863, cities: ['Wheeling', 'Charleston', 'Martinsburg'] },
  { name: 'Wisconsin', admitted: 1848, cities: ['Milwaukee', 'Madison', 'Green Bay', 'La Crosse'] },
  { name: 'Wyoming', admitted: 1890, cities: ['Cheyenne', 'Laramie'] },
];

/** Countries other than the United States: birthplaces of immigrants and places where Americans served. */
export const countries: { name: string; cities: string[] }[] = [
  { name: 'Ireland', cities: ['Dublin', 'Cork', 'Galway', 'Limerick'] },
  { name: 'Germany', cities: ['Hamburg', 'Bremen', 'Munich', 'Berlin', 'Remagen', 'Aachen'] },
  { name: 'England', cities: ['London', 'Liverpool', 'Manchester'] },
  { name: 'Scotland', cities: ['Glasgow', 'Edinburgh'] },
  { name: 'Italy', cities: ['Naples', 'Palermo', 'Anzio', 'Cassino'] },
  { name: 'Poland', cities: ['Warsaw', 'Krakow'] },
  { name: 'Canada', cities: ['Montreal', 'Toronto', 'Quebec City', 'Niagara Falls'] },
  {
    name: 'France',
    cities: ['Paris', 'Brest', 'Belleau', 'Château-Thierry', 'Saint-Mihiel', 'Verdun', 'Colleville-sur-Mer'],
  },
  { name: 'Belgium', cities: ['Bastogne', 'Liège'] },
  { name: 'Netherlands', cities: ['Nijmegen', 'Margraten'] },
  { name: 'Mexico', cities: ['Mexico City', 'Veracruz', 'Monterrey', 'Saltillo'] },
  { name: 'Cuba', cities: ['Santiago de Cuba', 'Havana'] },
  { name: 'Philippines', cities: ['Manila', 'Cavite', 'Iloilo', 'Balangiga'] },
  { name: 'Japan', cities: ['Tokyo', 'Okinawa', 'Iwo Jima', 'Hiroshima'] },
  { name: 'Korea', cities: ['Seoul', 'Inchon', 'Pusan', 'Hungnam'] },
  { name: 'Vietnam', cities: ['Saigon', 'Hue', 'Da Nang', 'Khe Sanh', 'Pleiku'] },
];

/** Where men of each conflict died overseas, as place paths. */
export const overseasDeathPlaces: Record<string, string[]> = {
  'Mexican-American War': ['Mexico,Mexico City', 'Mexico,Veracruz', 'Mexico,Monterrey', 'Mexico,Saltillo'],
  'Spanish-American War': ['Cuba,Santiago de Cuba', 'Cuba,Havana', 'Philippines,Manila'],
  'Philippine-American War': [
    'Philippines,Manila',
    'Philippines,Cavite',
    'Philippines,Iloilo',
    'Philippines,Balangiga',
  ],
  'World War I': [
    'France,Belleau',
    'France,Château-Thierry',
    'France,Saint-Mihiel',
    'France,Verdun',
    'France,Brest',
    'France,Paris',
  ],
  'World War II': [
    'France,Colleville-sur-Mer',
    'Belgium,Bastogne',
    'Germany,Aachen',
    'Italy,Anzio',
    'Italy,Cassino',
    'Philippines,Manila',
    'Japan,Okinawa',
    'Japan,Iwo Jima',
    'Netherlands,Nijmegen',
  ],
  'Korean War': ['Korea,Seoul', 'Korea,Inchon', 'Korea,Pusan', 'Korea,Hungnam'],
  'Vietnam War': ['Vietnam,Saigon', 'Vietnam,Hue', 'Vietnam,Da Nang', 'Vietnam,Khe Sanh', 'Vietnam,Pleiku'],
};
