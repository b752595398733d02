// A lower module's file: importing it from above is allowed.
export class Tournament {
  id = '';
}
