from .ensemble import main

main()
