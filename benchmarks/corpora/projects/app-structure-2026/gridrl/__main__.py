import sys

from gridrl.cli import main

sys.exit(main())
