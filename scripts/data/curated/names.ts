/**
 * Given names and surnames as they appear in 18th–20th century American muster rolls and registers.
 * Faker's lists are modern; these are drawn from the most frequent names in period censuses and rolls.
 */
const words = (text: string) => text.trim().split(/\s+/);

export const givenNames19th = words(`
  John William James George Charles Thomas Henry Joseph Samuel David Robert Daniel Edward Benjamin Isaac
  Jacob Andrew Peter Richard Alexander Francis Nathaniel Jesse Elijah Abraham Stephen Michael Patrick Hiram
  Lewis Levi Moses Amos Ephraim Josiah Silas Solomon Reuben Asa Ezra Elias Aaron Albert Alfred Alonzo
  Augustus Calvin Cyrus Ebenezer Eli Elisha Enoch Harrison Horace Ira Jeremiah Jonathan Lemuel Lorenzo
  Martin Nelson Noah Oliver Philip Rufus Simeon Sylvester Timothy Warren Wesley Zachariah Ambrose Archibald
  Barnabas Caleb Darius Erastus Gideon Hezekiah Jedediah Lucius Marcus Obadiah Orrin Thaddeus Wiley Green`);

export const givenNames20th = words(`
  John William James Robert Charles George Joseph Edward Frank Thomas Walter Harold Henry Paul Richard
  Raymond Arthur Albert Harry Donald Ralph Louis Jack Clarence Carl Willie Howard Fred Earl Francis Lawrence
  Herbert Roy Eugene Kenneth Anthony Stanley Leonard Alfred Ernest Norman Melvin Leroy Chester Lloyd Floyd
  Vernon Elmer Lester Clifford Herman Leo Wilbur Marvin Glenn Russell Milton Bernard Gerald Warren Dale
  Theodore Gordon Orville Homer Dewey Otto Wallace Virgil Wendell Francis Luther Irving Morris Sidney
  Michael David Larry Gary Dennis Ronald Steven Terry Jerry Roger Daniel Danny Billy Bobby Jimmy Wayne`);

/** Given names of the Nisei soldiers of the 442nd, who mostly carried both English and Japanese names. */
export const givenNamesJapanese = words(
  `Hiroshi Tadao Minoru Masao Shigeru Kiyoshi George Daniel Harry Yoshio Susumu Kazuo Sadao Henry Frank`,
);

export const femaleGivenNames = words(`
  Mary Margaret Helen Dorothy Ruth Mildred Frances Evelyn Alice Florence Elizabeth Anna Marie Louise
  Virginia Edna Ethel Irene Catherine Grace Rose Lillian Gladys Hazel Marjorie Josephine Sharon Linda`);

/** Weighted roughly like the 1850–1940 censuses: English and Scots-Irish names are the most common. */
export const surnamesCommon = words(`
  Smith Johnson Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White
  Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Hall
  Campbell Mitchell Carter Roberts Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy Cook
  Rogers Morgan Cooper Peterson Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett
  Gray James Hughes Price Sanders Myers Long Ross Foster Powell Jenkins Perry Russell Sullivan Butler
  Barnes Fisher Henderson Coleman Simmons Patterson Jordan Reynolds Hamilton Graham Wallace Cole West
  Stone Hayes Gibson Ellis Marshall Owens Harrison Fuller Chase Hale Lane Pratt Holmes Dunn Lawrence
  Sherman Tucker Porter Hunter Hicks Crawford Boyd Mason Warren Dixon Ramsey Wells Webb Burns Knight
  Spencer Gardner Payne Pierce Berry Matthews Arnold Wagner Willis Ray Watkins Olson Carroll Duncan Snyder
  Hart Cunningham Bradley Lane Andrews Ruiz Harper Fox Riley Armstrong Carpenter Weaver Greene Lawson
  Chandler Whitney Bradford Winslow Cushing Sawyer Libby Goodwin Hatch Dyer Emery Stanley Tibbetts`);

export const surnamesIrish = words(`
  O'Brien O'Connor O'Neil Kelly Murphy Sullivan Walsh Byrne Ryan Doyle McCarthy Gallagher Doherty Kennedy
  Lynch Murray Quinn Moore McLaughlin Carroll Connolly Daly Brennan Burke Collins Fitzgerald Flanagan
  Donovan Keane Maguire Nolan Reilly Regan Sheehan Duffy Hogan Mahoney Meagher Corcoran Mulligan`);

export const surnamesGerman = words(`
  Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schroeder
  Neumann Schwarz Zimmermann Braun Krueger Hartmann Lange Werner Krause Lehmann Kaiser Fuchs Vogel Keller
  Hahn Roth Beck Lorenz Baumann Franke Albrecht Graf Busch Pfeiffer Ziegler Eberhardt Muller Stahl`);

export const surnamesScandinavian = words(`
  Johnson Anderson Nelson Peterson Larson Olson Hanson Swanson Carlson Lindquist Nilsson Berg Lund Dahl
  Halvorsen Thorson Sorensen Christiansen Engstrom Bjork`);

export const surnamesSouthernEurope = words(`
  Russo Romano Esposito Ricci Marino Greco Bruno Gallo Conti DeLuca Costa Rizzo Lombardi Moretti Mancini
  Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Novak Horvath Kovacs`);

export const surnamesHispanic = words(`
  Garcia Martinez Rodriguez Lopez Hernandez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz
  Reyes Cruz Morales Ortiz Gutierrez Chavez Romero Vasquez Castillo Jimenez Medina Aguilar Vigil Baca`);

export const surnamesJapanese = words(`
  Tanaka Watanabe Nakamura Yamamoto Kobayashi Sato Suzuki Takahashi Ito Yoshida Yamada Sasaki Inouye
  Matsumoto Kimura Hayashi Shimizu Fujita Okada Morita Ikeda Hamasaki Miyamoto Sakamoto Masuda Kaneshiro`);

/** African American soldiers in the rolls carry the common English surnames, with these more frequent. */
export const surnamesAfricanAmerican = words(`
  Washington Jefferson Freeman Jackson Johnson Williams Brown Davis Harris Robinson Thomas Lewis Walker
  Banks Bryant Carney Coleman Douglass Fields Gaines Hall Hawkins Mack Mosley Payne Tate Wheeler Wright`);

export const nameSuffixes = ['Jr.', 'Sr.', 'II', 'III'];
