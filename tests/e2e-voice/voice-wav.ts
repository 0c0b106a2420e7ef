import path from 'node:path'
import { FAKE_TRANSCRIPT } from '../fakes/audio'

/** Chromium's fake microphone plays this file (in a loop) for the voice tests. */
export const VOICE_WAV = path.resolve('tests/.tmp/voice/answer.wav')
/** What it says: the same words the fake providers "hear". */
export const VOICE_TEXT = FAKE_TRANSCRIPT
