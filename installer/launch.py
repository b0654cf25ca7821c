"""Entry script for frozen builds: the same as the ``roadie`` command."""

import sys

from roadie.cli import main

sys.exit(main())
