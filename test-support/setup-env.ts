// Every test file gets its own isolated container (vitest runs each file in its own worker);
// a file that needs other settings installs its own with installTestContainer(overrides).
import { installTestContainer } from './container';

installTestContainer();
