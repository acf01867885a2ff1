from .sweep import main

main()
