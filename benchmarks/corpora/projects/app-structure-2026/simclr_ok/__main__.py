from simclr_ok.cli import main

raise SystemExit(main())
