"""``python -m tarocchi.cli``."""

import sys

from tarocchi.cli import main

sys.exit(main())
