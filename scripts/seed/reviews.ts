import type { reviews } from '../../src/db/schema';
import { MAKES, type MakeDef, type ModelDef } from './catalogue';
import type { DealershipProfile, LocationType } from './dealers';
import type { Random } from './random';

// Customer reviews, written the way Australian Google reviews read: a few at each sales location, fewer
// at service and parts, mostly 4 and 5 stars with a few 3s, some with the dealership's reply. A review
// names only what its dealership sells (its franchises' current models, or a used-car yard's popular
// makes), talks about what its location does (buying, the workshop, the parts counter) in the words of
// its trade (cars, bikes, caravans, trucks), and no sentence is written twice: every line below is used
// at most once across the whole seed, so a deck running dry means fewer reviews, never a repeat.

export const FIRST = [
  'Sarah',
  'Liam',
  'Olivia',
  'Jack',
  'Chloe',
  'Noah',
  'Emily',
  'Thomas',
  'Mia',
  'James',
  'Jessica',
  'Lachlan',
  'Priya',
  'Arjun',
  'Minh',
  'Linh',
  'Wei',
  'Mei',
  'Marco',
  'Eleni',
  'Nick',
  'Aroha',
  'Tane',
  'Fatima',
  'Omar',
  'Hannah',
  'Ben',
  'Kate',
  'Daniel',
  'Sione',
  'Leilani',
  'Grace',
  'Harrison',
  'Zoe',
  'Matt',
  'Bec',
  'Shane',
  'Kylie',
  'Darren',
  'Tegan',
  'Brodie',
  'Anh',
  'Raj',
  'Deepa',
  'Sam',
  'Georgia',
  'Isla',
];
export const LAST = [
  'Mitchell',
  'Nguyen',
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thompson',
  'Walker',
  'Patel',
  'Singh',
  'Tran',
  'Chen',
  'Wang',
  'Rossi',
  'Papadopoulos',
  'Kelly',
  "O'Brien",
  'Murphy',
  'Fraser',
  'Campbell',
  'Harris',
  'Robinson',
  'Lee',
  'Kaur',
  'Ali',
  'Tui',
  'Fonoti',
  'Henderson',
  'Clarke',
  'Bennett',
];
const STAFF = [
  'Dave',
  'Jason',
  'Michelle',
  'Tony',
  'Kris',
  'Bianca',
  'Luke',
  'Sam',
  'Priya',
  'Ash',
  'Rhys',
  'Jo',
  'Mel',
  'Craig',
  'Nadia',
  'Hamish',
];

// {vehicle}: a make and model the dealership sells; {thing}: what it is (car, ute, bike, van, truck);
// {staff}: one of the dealership's people; {first}: the reviewer's first name (replies only).
const DECKS = {
  /** Buying, at any kind of dealership. */
  sale: [
    '{staff} made buying the {vehicle} easy from the first phone call to the handover.',
    'No pressure and straight answers the whole way through. The {thing} was spotless when we picked it up.',
    'Second {thing} we have bought from this team and it won’t be the last.',
    'Drove a couple of hours because the price was right, and the paperwork was ready when I walked in.',
    '{staff} was honest about what the {vehicle} needed and sorted it before we collected it.',
    'Fair offer on our old one and no haggling over the last few dollars.',
    'Rang on a Thursday, signed on Friday and had the {vehicle} home on Saturday morning.',
    'They answered every email within the hour, even the silly questions.',
    'Really appreciated that {staff} took the time to go through every switch and setting at handover.',
    'We were in and out in under an hour, and nobody tried to sell us protection packages we didn’t want.',
    'Our {vehicle} came with a proper explanation of the warranty and who to call if anything went wrong.',
    '{staff} remembered us from a visit months earlier and picked up right where we left off.',
    'Bought the {vehicle} from interstate on the strength of the photos and a video call, and it was exactly as described.',
    'The price on the website was the price on the contract, with no surprises added at the end.',
    '{staff} found us a {thing} within budget after two other dealers said it couldn’t be done.',
    'Friendly bunch who clearly like working together, which made the whole visit relaxed.',
    'I was nervous about finance after a rough couple of years, but {staff} explained every option plainly.',
    'Got a call a week after pickup just to check the {vehicle} was going well.',
    'They let the kids climb all over everything while we talked numbers.',
    'The handover area was spotless and they had a bottle of bubbly waiting, which was a lovely touch.',
    'Straightforward deal, good communication and a {vehicle} we’re very happy with.',
    '{staff} talked us out of a dearer option we didn’t really need.',
    'Very patient with my dad, who had a hundred questions about the {vehicle}.',
    'Organised the rego transfer and an insurance cover note before we even asked.',
    'Our trade-in had a few hail dents and they still gave us a fair number for it.',
    'I compared three dealers and this one was the only one that put everything in writing the same day.',
    '{staff} stayed back after closing so we could finish the paperwork without rushing.',
    'Pickup was booked for a time that suited us, and the {vehicle} was ready and waiting.',
    'Clear, upfront pricing and a genuinely helpful team.',
    'Took my partner back the next week to look at another {thing}, which says it all.',
    'They collected us from the train station so we didn’t have to organise a lift.',
    'We had a tight budget and {staff} respected it from start to finish.',
    'Most of the sale happened over text messages and one quick visit to sign, which suited my shifts perfectly.',
    'Hassle free from enquiry to keys in hand.',
    '{staff} explained the comparison rate properly rather than just quoting a weekly figure.',
    'Came in just to look and left with a deposit down, in the best possible way.',
    'Happy to recommend this place to anyone who hates the usual dealership runaround.',
    'The {vehicle} had a few small marks we pointed out and they were fixed before pickup without a fuss.',
    'Good people who do what they say they will.',
    'Even the manager came out to say thanks at handover, which we didn’t expect.',
    'Picked up the {vehicle} on a wet Tuesday and the team still made it feel like an occasion.',
    'They held the {thing} for two days while our finance came through, no deposit games.',
    'Everything was explained in plain English, including the bits of the contract most people skip.',
    'Quick to reply, easy to deal with and honest about what was in stock.',
    'Excellent service from {staff}, who clearly knows the {vehicle} inside out.',
    'My first time buying from a dealer rather than privately, and I’d do it again.',
    'Smooth sale, fair price, and they remembered the extras they had promised.',
    'We live three hours away and they made the whole process work over the phone.',
    'The team kept us updated with photos while the {vehicle} was being prepared.',
    '{staff} never once pushed; we went at our own pace and still got a sharp deal.',
    'They handled the payout on our old loan so we didn’t have to chase the bank ourselves.',
    'Genuine, local and easy to deal with.',
    'Better experience than my last three purchases combined.',
    'The paperwork was all done electronically before we arrived, so pickup took twenty minutes.',
    'We asked lots of questions about running costs and got real answers, not sales talk.',
  ],
  /** Buying from a new-car franchise. */
  saleNew: [
    'Ordered the {vehicle} in the colour we wanted and {staff} kept us posted every week until it landed.',
    'Our brand new {vehicle} was ready two weeks earlier than quoted.',
    '{staff} set up the app and paired both our phones before we drove out.',
    'Booked a long test drive on the motorway and nobody rushed us back.',
    'They compared two grades side by side for us, which made the choice much easier.',
    'Took home an ex-demonstrator {vehicle} with barely any kilometres on it and saved a good amount.',
    'The factory warranty and the servicing plan were explained clearly before we signed.',
    '{staff} was upfront about delivery times instead of promising the impossible.',
    'Test drove three models back to back in one morning, all fuelled and ready to go.',
    '{staff} had the towbar and tint fitted before delivery so we could head off camping that weekend.',
    'First new car I have ever bought and they made it feel like a big deal.',
    'Showroom was busy on a Saturday but we were looked after straight away.',
    'They had the exact spec we wanted in stock, which saved us a three month wait.',
    '{staff} walked us through the safety features on a short drive before handing over the keys.',
    'Accessories were fitted on time and the invoice matched the quote to the dollar.',
    'Traded our old family wagon on a new {vehicle} and the numbers worked out better than expected.',
    'Ordered online, confirmed with {staff} on the phone and picked it up with the plates already on.',
    'The {vehicle} still had that new smell and a full tank when we collected it.',
    'Got to try the {vehicle} on a dirt road before buying, which sealed the deal.',
    'They matched a quote from another dealer without any back and forth.',
    'Lovely handover bay, photos taken and the {vehicle} under a cover until we arrived.',
    'Upgraded from the previous model and {staff} showed us everything that had changed.',
  ],
  /** Buying from a used-car yard. */
  saleUsed: [
    'The {vehicle} came with its full service history and a roadworthy, so I knew what I was buying.',
    'Fixed pricing took the stress out of it; the price was fair and clearly shown.',
    'Huge range to walk through, and {staff} left us alone until we asked for help.',
    'They showed me the independent inspection report on the {vehicle} without me asking.',
    'Bought a used {vehicle} with fifty thousand kilometres on it and it drives like new.',
    'Loved being able to look around the yard on a Sunday without anyone hovering.',
    'The {vehicle} had one owner and the logbook stamped every year, exactly as advertised.',
    'Found my first car here on a student budget and {staff} made sure it was a safe one.',
    '{staff} ran the finance-owing and write-off checks in front of me, which was reassuring.',
    'Prices online were already sharp, and the trade-in valuation was done in ten minutes.',
    'Plenty of choice under twenty grand, and every one we looked at was clean.',
    'They let me take the {vehicle} to my own mechanic before signing.',
    'Came for a cheap runabout and left with a {vehicle} in great condition for the money.',
    'Being able to reserve the {vehicle} online and see it the next day was handy.',
  ],
  saleMotorcycle: [
    '{staff} sorted the gear, the bike and the finance in one visit, and the {vehicle} was prepped perfectly.',
    'Great advice on a learner-approved bike without any upselling.',
    'Picked up the {vehicle} with the first service booked and a proper walk around the controls.',
    'They set the sag and the levers to suit me before I rode away.',
    '{staff} was honest about which bikes suit a returning rider, and the {vehicle} has been perfect.',
    'Rode out on a Saturday morning with a fresh set of tyres they threw in.',
    'These people actually ride, and it shows in the advice.',
    'They fitted crash bars and a tail tidy to the {vehicle} before pickup and didn’t charge for labour.',
    'Helmet fitting took half an hour because {staff} wanted it right, not fast.',
    'The trade on my old road bike was fair and the paperwork was done in a flash.',
  ],
  saleCaravan: [
    '{staff} spent two hours on the handover, showing us the water, gas and solar on the {vehicle}.',
    'They checked our tow vehicle and ball weight before letting us hook up the {vehicle}.',
    'First caravan for us and the team made sure we knew how to set it up on our own.',
    'Ordered the {vehicle} with a custom layout and it arrived exactly as we specified.',
    'Our {vehicle} came fitted with the extra batteries and awning we had asked for, all working.',
    '{staff} walked us around the yard and never rushed us, even though we looked at a dozen vans.',
    'Great advice on what we actually needed for the Cape rather than the most expensive option.',
    'The pre-delivery inspection picked up a loose cupboard hinge and it was fixed before we collected.',
  ],
  saleTruck: [
    '{staff} understood our fleet and had the {vehicle} body built and signwritten on time.',
    'Needed a tipper at short notice and they found a {vehicle} in stock and had it registered within the week.',
    'Good knowledge of GVM and licence classes, which saved us buying the wrong truck.',
    'They arranged the finance through the business and the {vehicle} was on the road before our contract started.',
    'The driver handover was thorough, right down to the cab controls and the daily checks.',
    'Bought two {vehicle} trucks over the year and both were delivered when promised.',
    '{staff} answers the phone early, which matters when you run a transport business.',
  ],
  /** The workshop, for cars, utes, bikes and trucks. */
  service: [
    'Dropped the {vehicle} off at 7:30 and had it back by lunch with a full report.',
    'Service advisor {staff} explained what needed doing now and what could wait.',
    'Booked online, got a reminder text the day before and the price matched the quote.',
    'They found a recall item on the {vehicle} and fixed it at the same visit.',
    'The courtesy shuttle got me to work and back without any fuss.',
    'Great workshop, honest advice and the {thing} came back washed.',
    '{staff} sent photos of the worn brake pads so I could see why they needed replacing.',
    'First service on the {vehicle} done on time and at the price they quoted.',
    'Waited in the lounge with decent coffee and the job was done in under two hours.',
    'Had a warning light come on and they squeezed me in the same afternoon.',
    'They rang before doing anything extra, which I really appreciate.',
    'Been servicing our {thing} here for years and they have never let us down.',
    'The technicians clearly knew the {vehicle} well and fixed a rattle two other workshops couldn’t find.',
    'Easy drop-off with the key box after hours and the {thing} was ready first thing the next day.',
    'Upfront pricing, friendly front desk and no hard sell on extras.',
    '{staff} at the service desk followed up the next day to make sure everything was running right.',
    'New tyres and an alignment done while I waited.',
    'Logbook service done properly and stamped, so the warranty is kept intact.',
    'They handled the warranty claim on the {vehicle} with the manufacturer so I didn’t have to.',
    'Needed the {thing} back for a long weekend away and they made it happen.',
    'A genuinely honest workshop; they told me a repair could wait six months.',
    'Always on time and always polite, which is rarer than it should be.',
    'My mother services her {thing} here too, and they look after her just as well.',
    'Clear invoice with every part and labour item listed.',
    'They kept my {thing} overnight to road test an intermittent fault properly.',
    'The online check-in saved me standing at the counter.',
    'Service reminders come through at the right time and booking takes two minutes.',
    'Friendly technicians who were happy to show me what they had found.',
    'They topped up the fluids and checked the tyre pressures without charging for it.',
    'Picked up a slow leak in a tyre that I’d been chasing for weeks.',
    '{staff} found me a loan vehicle when the repair ran into a second day.',
    'The workshop is spotless, which tells you a lot about how they work.',
    'Pre-purchase inspection was thorough and saved me from buying a lemon privately.',
    'They worked through the whole checklist and still had it ready before school pickup.',
    '{staff} explained the difference between the dealer service and the cheaper options honestly.',
    'Booked in on a Monday for a noise I couldn’t describe, and they found it on the first go.',
    'Brakes and a battery done in one visit, with the old parts shown to me at the counter.',
    'The {vehicle} drives better now than the day I bought it.',
    'Excellent workshop team who treat your {thing} like their own.',
    'Same-day turnaround on a job I expected to take the week.',
    'They called with a quote for the extra work and waited for my go-ahead.',
  ],
  serviceCaravan: [
    'Annual service on the {vehicle} covered the wheel bearings, brakes and gas check, all explained afterwards.',
    '{staff} found a small water leak behind the shower and resealed it before our trip north.',
    'They fitted a second battery and solar controller to the {vehicle} and showed us how to read it.',
    'Booked the van in for a pre-trip check and it was ready on the day they promised.',
  ],
  parts: [
    'Ordered a genuine part for the {vehicle} on Monday and it was on the counter Wednesday.',
    '{staff} on the parts counter found the right filter from an old part number.',
    'Great prices on accessories and they showed me how to fit them.',
    'Phone order was posted the same day and arrived by the end of the week.',
    'Knowledgeable parts staff who checked the VIN before handing anything over.',
    'They tracked down a discontinued trim piece for my older {thing}.',
    'Picked up accessories for the {vehicle} and {staff} double checked they fit before I left.',
    'Quick, friendly service at the parts desk and no waiting around.',
    'Bought a service kit at a fair price and it was in stock.',
    '{staff} rang as soon as the backordered part arrived.',
    'Helpful advice on which genuine parts were worth it and which weren’t.',
    'Easy to deal with over email, with photos of the part to confirm it was the right one.',
  ],
  /** A second sentence for a five-star review. */
  praise: [
    'Special thanks to {staff}.',
    'Can’t recommend {staff} enough.',
    'Ask for {staff}, you won’t regret it.',
    'Will be back for the next one.',
    'Top effort from the whole team.',
    'Thanks again, {staff}!',
    'Honestly the easiest dealings we’ve had with any business this year.',
    'Would happily send friends and family here.',
    'You can tell they care about repeat customers.',
    'Great to deal with a local business that still does things properly.',
    '{staff} is a credit to the business.',
    'Really impressed overall.',
    'Nothing was too much trouble.',
    'Brilliant experience, thank you.',
    '{staff} went above and beyond for us.',
    'Keep up the good work, team.',
    'Already telling my workmates about this place.',
    '{staff} deserves a pay rise!',
    'We felt looked after the whole way.',
    'Couldn’t have asked for more.',
    'Recommend without hesitation.',
    'Cheers to {staff} and the crew.',
    'A real pleasure to deal with.',
    'So glad we came here first.',
    'Made a stressful job easy.',
    'Absolute legends.',
    'Ten out of ten from us.',
    'Worth the trip.',
    'Big thanks to everyone involved.',
    'Five stars, easily.',
  ],
  /** The second sentence of a four-star sale review. */
  saleCaveat: [
    'Only gripe is that pickup took longer than planned on the day.',
    'Finance approval dragged on a bit, but {staff} kept us in the loop.',
    'The {thing} needed a second detail before handover, which they did quickly.',
    'Parking out the front is tight on a Saturday.',
    'Would have liked the trade-in offer to be a little higher.',
    'The spare key was missing and had to be couriered out later.',
    'The showroom got very busy and we waited twenty minutes to be seen.',
    'A couple of follow-up emails went unanswered until I rang.',
    'The accessories we ordered arrived a week after the {thing}.',
    'Rego paperwork took a few extra days to come through.',
    'Pricing online was slightly out of date, but they honoured it.',
    'Handover felt a touch rushed at the end of the day.',
    'We had to ask twice for the owner’s manual.',
    'A bit of back and forth on the final price, but we got there.',
    'Would have been five stars if the pickup date hadn’t moved once.',
    'A minor scratch on the {thing} was missed at inspection, but they fixed it when I mentioned it.',
    'The coffee machine was broken, which is hardly their fault!',
    'It took a while to get a call back after my first enquiry.',
    'The insurance they offered was pricier than my own, so I went elsewhere for that.',
    'Small complaint: the number plates weren’t fitted until the following week.',
    'Phone reception in the office is terrible so calls kept dropping.',
    'A little pushy about extended warranty, though they took no for an answer.',
    'The waiting area could use a few more chairs.',
    'They ran out of the colour we first chose, so we settled for our second pick.',
    'Signing took longer than expected because their system was down.',
    'Website photos could have shown the small wear on the seats.',
  ],
  /** The second sentence of a four-star workshop review. */
  serviceCaveat: [
    'The job took an hour longer than quoted, but the work itself was good.',
    'No loan vehicle available that day, though the shuttle helped.',
    'Price was a little higher than the independent down the road.',
    'Had to ring to find out it was ready.',
    'The waiting room TV was stuck on the news all morning.',
    'The drop-off queue at opening was long.',
    'They forgot to reset the service reminder, easily fixed next visit.',
    'Booking online didn’t give me the time I chose, so I had to call.',
    'A part had to be ordered so it was a second trip.',
    'The invoice had a small error that they corrected straight away.',
    'It came back with a greasy mark on the seat, which wiped off.',
    'Bit hard to find the service entrance the first time.',
    'The shuttle ran late picking me up in the afternoon.',
    'Recommended a couple of extras I didn’t need yet, but took no for an answer.',
  ],
  partsCaveat: [
    'The part took a week longer than first promised.',
    'The counter was short staffed so there was a queue.',
    'Postage was a bit steep for a small item.',
    'Had to go back because the first part ordered was for the wrong model year.',
    'The parts line rang out a few times before anyone answered.',
  ],
  /** A three-star sale review, whole. */
  saleComplaint: [
    'The {thing} is great but communication during delivery wasn’t. I had to chase several times for an update.',
    'Sales team were nice enough, but the trade-in offer was well below what others quoted.',
    'We were told the {vehicle} would be ready Friday and it wasn’t ready until Tuesday. Happy with it now, but the wait was frustrating.',
    'Felt pushed towards the dealer’s finance rather than our own bank.',
    'Handover was rushed and nobody explained the features; we worked most of it out ourselves.',
    'The advertised price didn’t include a couple of fees that only appeared on the contract.',
    'Our salesperson left halfway through the deal and the handover to someone new was messy.',
    'Waited over a week for a promised call back about the {vehicle}.',
    'A small dent noted before purchase still hadn’t been repaired at pickup. They did sort it, eventually.',
    'Decent {thing}, average experience. Lots of waiting around on the day.',
    'The paperwork had our names spelled wrong twice, which had to be fixed at the registry.',
    'Accessories we paid for took three weeks to be fitted.',
  ],
  /** A three-star workshop review, whole. */
  serviceComplaint: [
    'The service itself was fine, but it took much longer than quoted and nobody called to let me know.',
    'Quoted one price and charged another, though they did explain the difference when asked.',
    'Booked for a set time and still waited forty minutes to drop the {thing} off.',
    'The rattle I booked it in for is still there.',
    'Good technicians, poor communication from the front desk.',
    'My {thing} came back with a greasy handprint on it and nobody mentioned it.',
    'Had to return twice to get a warranty issue on the {vehicle} looked at properly.',
    'The shuttle never turned up and I ended up catching a taxi.',
  ],
  partsComplaint: [
    'Ordered a part that was meant to take three days and it took three weeks, with no update in between.',
    'Was sold the wrong part and had to make a second trip to swap it.',
    'Prices on the counter were higher than the ones quoted over the phone.',
  ],
  /** The dealership's reply to a happy customer. */
  thanks: [
    'Thanks so much for the kind words, {first}!',
    'Hi {first}, we really appreciate you taking the time to write this.',
    'Cheers {first}, we’ll make sure {staff} sees this.',
    'Thank you {first}, it was a pleasure looking after you.',
    'Great to hear, {first}. See you next time you drop in.',
    'Hi {first}, reviews like this make the team’s week.',
    'Thanks {first}! We’ve shared your review with the whole crew.',
    'Much appreciated, {first}, and enjoy the open road!',
    'Thank you for choosing us, {first}.',
    '{first}, thanks for coming back to us again.',
    'Hi {first}, we’re stoked you’re happy.',
    'Thanks heaps {first}, enjoy every kilometre.',
    'Lovely to read this, {first}, and thanks for the trust you put in us.',
    'Hi {first}, thanks for the stars and the kind words about {staff}.',
    'Thank you {first}, don’t be a stranger!',
    'We’re glad it all went smoothly, {first}.',
    'Hi {first}, thanks for supporting a local business.',
    'Thanks {first}, we’ll read this out at our next team meeting.',
    'Really pleased to hear it, {first}.',
    'Hi {first}, thank you, and call us any time you need anything.',
    'Appreciate the feedback, {first}. Safe travels.',
    'Thanks for the shout-out, {first}!',
    'Hi {first}, it was great meeting you.',
    '{first}, your review has made {staff}’s day.',
    'Thank you {first}, we look forward to seeing you again.',
    'Hi {first}, thanks for recommending us to your friends.',
    'Thanks {first}, it means a lot to a small team like ours.',
    'So glad we could help, {first}.',
  ],
  /** The dealership's reply to a four-star review. */
  noted: [
    'Thanks for the feedback, {first}; we’ll take it on board.',
    'Hi {first}, thanks for the four stars, and we’ve noted your point for next time.',
    'Appreciate the fair review, {first}; we’re always looking to improve.',
    'Thanks {first}, good to hear it came together, and point taken on the rest.',
    'Hi {first}, thank you for letting us know what we could do better.',
    'Cheers for the honest words, {first}; the team has seen your comments.',
    'Thanks {first}, we’ll keep working on the small things too.',
    'Hi {first}, glad we got there in the end, and thanks for your patience.',
    'Thank you {first}, your suggestion has gone to our manager.',
    'Much appreciated, {first}; we’ll make the next visit even better.',
  ],
  /** The dealership's reply to a customer who found fault. */
  sorry: [
    'Hi {first}, thanks for the honest feedback; we’re sorry we let you down and have shared this with the team.',
    'Sorry to hear this, {first}, please call and ask for {staff} so we can put it right.',
    '{first}, you’re right that we should have done better, and we’ve changed how we do things.',
    'Thanks {first}, we appreciate you telling us, and our manager will be in touch this week.',
    'Hi {first}, that isn’t the standard we aim for, and we’d like the chance to make it up to you.',
    'Apologies {first}, we’ve spoken to the team about this.',
    'Thanks for the feedback, {first}; we’re sorry it wasn’t the experience you deserved.',
    'Hi {first}, we hear you and we’re working on it.',
    'Sorry {first}, we’ll look into what happened and call you back.',
    '{first}, thanks for the fair review, we’ll use it to do better.',
    'Hi {first}, we’ve passed this on to our general manager, who will reach out directly.',
    'Thanks {first}, and sorry for the hiccups along the way.',
    'We appreciate the honest review, {first}, and we’re sorry we missed the mark this time.',
    'Hi {first}, please accept our apologies; this has been raised with the team.',
    'Thanks {first}, your feedback helps us improve and we hope to see you again.',
    '{first}, sorry about the trouble, and thank you for giving us the chance to fix it.',
    'Hi {first}, we’re sorry for the frustration and have followed up with the people involved.',
    'Thank you {first}, we’re changing how we handle this so it doesn’t happen again.',
  ],
} as const satisfies Record<string, readonly string[]>;

type DeckName = keyof typeof DECKS;

/** The decks, shuffled once for the whole seed; a line drawn is gone. */
class Decks {
  private readonly left = new Map<DeckName, string[]>();

  constructor(rng: Random) {
    for (const name of Object.keys(DECKS) as DeckName[])
      this.left.set(name, rng.sample(DECKS[name], DECKS[name].length));
  }

  /** A line from the first of these decks that has one left; null when all are spent. */
  draw(...names: DeckName[]): string | null {
    for (const name of names) {
      const line = this.left.get(name)?.pop();
      if (line) return line;
    }
    return null;
  }
}

/** How many reviews a location of each type gets (when the decks last). */
const PER_LOCATION: Record<LocationType, readonly [number, number]> = {
  sales: [2, 3],
  'service-and-parts': [1, 2],
  service: [1, 2],
  parts: [0, 1],
};

type Topic = 'sale' | 'service' | 'parts';

/** What a dealership sells and reviews name: its franchises' current models, or a used yard's popular makes. */
type Stock = { kind: MakeDef['kind']; newCars: boolean; models: [MakeDef, ModelDef, number][] };

function stockOf(profile: DealershipProfile): Stock {
  const kind = profile.usedKinds[0] ?? 'car';
  const franchised = profile.franchises.length > 0;
  const makes = franchised
    ? MAKES.filter((mk) => profile.franchises.includes(mk.name))
    : MAKES.filter((mk) => profile.usedKinds.includes(mk.kind) && mk.weight >= 2);
  const models = makes.flatMap((mk) =>
    mk.models
      .filter((md) => !franchised || md.to === null)
      .map((md) => [mk, md, mk.weight * md.weight] as [MakeDef, ModelDef, number]),
  );
  return { kind, newCars: franchised && kind === 'car', models };
}

const NOUN: Partial<Record<ModelDef['body'], string>> = {
  ute: 'ute',
  'cab-chassis': 'ute',
  van: 'van',
  motorcycle: 'bike',
  caravan: 'van',
  'camper-trailer': 'camper',
  truck: 'truck',
};

/** 'Toyota HiLux' (or 'HiLux' at a one-make dealership), 'Mazda3' (never 'Mazda Mazda3'). */
function vehicleName(mk: MakeDef, md: ModelDef, oneMake: boolean, rng: Random): string {
  if (md.name.startsWith(mk.carMake)) return md.name;
  if (oneMake && /^[A-Za-z]/.test(md.name) && rng.chance(0.5)) return md.name;
  return `${mk.carMake} ${md.name}`;
}

function saleDecks(stock: Stock, rng: Random): DeckName[] {
  const own: DeckName =
    stock.kind === 'motorcycle'
      ? 'saleMotorcycle'
      : stock.kind === 'caravan'
        ? 'saleCaravan'
        : stock.kind === 'truck'
          ? 'saleTruck'
          : stock.newCars
            ? 'saleNew'
            : 'saleUsed';
  return rng.chance(0.5) ? [own, 'sale'] : ['sale', own];
}

/**
 * A review's text and stars: a three-star complaint, or a line of its topic with a caveat (four stars) or
 * now and then a word of praise (five). A spent complaint or caveat deck makes it a star happier; null
 * when its topic's decks are spent.
 */
function write(
  topic: Topic,
  rating: 3 | 4 | 5,
  stock: Stock,
  decks: Decks,
  rng: Random,
): { text: string; rating: 3 | 4 | 5 } | null {
  if (rating === 3) {
    const whole = decks.draw(
      topic === 'sale' ? 'saleComplaint' : topic === 'parts' ? 'partsComplaint' : 'serviceComplaint',
    );
    if (whole) return { text: whole, rating };
    return write(topic, 4, stock, decks, rng);
  }
  const main =
    topic === 'sale'
      ? decks.draw(...saleDecks(stock, rng))
      : topic === 'parts'
        ? decks.draw('parts')
        : decks.draw(stock.kind === 'caravan' ? 'serviceCaravan' : 'service');
  if (!main) return null;
  if (rating === 4) {
    const caveat = decks.draw(
      topic === 'sale' ? 'saleCaveat' : topic === 'parts' ? 'partsCaveat' : 'serviceCaveat',
    );
    if (caveat) return { text: `${main} ${caveat}`, rating };
    return { text: main, rating: 5 };
  }
  const praise = rng.chance(0.3) ? decks.draw('praise') : null;
  return { text: praise ? `${main} ${praise}` : main, rating };
}

function topicOf(type: LocationType, rng: Random): Topic {
  if (type === 'sales') return 'sale';
  if (type === 'parts') return 'parts';
  if (type === 'service-and-parts') return rng.chance(0.3) ? 'parts' : 'service';
  return 'service';
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

export type ReviewedDealership = {
  id: number;
  profile: DealershipProfile;
  locations: { id: number; type: LocationType }[];
};

/** The reviews of every dealership's locations, in the dealerships' order (each line used once). */
export function reviewRows(
  dealerships: readonly ReviewedDealership[],
  now: Date,
  rng: Random,
): (typeof reviews.$inferInsert)[] {
  const decks = new Decks(rng.fork('decks'));
  const names = new Set<string>();
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const dealership of dealerships) {
    const r = rng.fork('dealership', dealership.profile.slug);
    const stock = stockOf(dealership.profile);
    const staff = r.sample(STAFF, 5);
    const oneMake = dealership.profile.franchises.length === 1;
    for (const location of dealership.locations) {
      const [min, max] = PER_LOCATION[location.type];
      const count = r.int(min, max);
      const firstNames = new Set<string>();
      for (let i = 0; i < count; i++) {
        // A location's first review has five stars, so few demo locations fall to the minimum that hides them.
        const drawn =
          i === 0
            ? 5
            : r.weighted<3 | 4 | 5>([
                [5, 62],
                [4, 29],
                [3, 9],
              ]);
        const body = write(topicOf(location.type, r), drawn, stock, decks, r);
        if (!body) continue;
        const [mk, md] = r.weighted(stock.models.map(([make, model, w]) => [[make, model], w] as const));
        // No name twice in the seed, and no first name twice at a location.
        let first = '';
        let customerName = '';
        while (!customerName || names.has(customerName) || firstNames.has(first)) {
          first = r.pick(FIRST);
          const last = r.pick(LAST);
          customerName = r.chance(0.55) ? `${first} ${last}` : `${first} ${last.charAt(0)}.`;
        }
        names.add(customerName);
        firstNames.add(first);
        const fill = (line: string) =>
          line
            .replace(/\{staff\}/g, r.pick(staff))
            .replace(/\{vehicle\}/g, vehicleName(mk, md, oneMake, r))
            .replace(/\{thing\}/g, NOUN[md.body] ?? 'car')
            .replace(/\{first\}/g, first);
        const reviewed = now.getTime() - r.int(1, 730) * DAY;
        const reply =
          body.rating === 3
            ? r.chance(0.9) && decks.draw('sorry')
            : body.rating === 4
              ? r.chance(0.35) && decks.draw('noted')
              : r.chance(0.2) && decks.draw('thanks');
        rows.push({
          dealershipId: dealership.id,
          locationId: location.id,
          customerName,
          text: fill(body.text),
          rating: body.rating,
          reviewDate: isoDate(reviewed),
          replyText: reply ? fill(reply) : null,
          replyDate: reply ? isoDate(Math.min(now.getTime(), reviewed + r.int(1, 5) * DAY)) : null,
        });
      }
    }
  }
  return rows;
}
