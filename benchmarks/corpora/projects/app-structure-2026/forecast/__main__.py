from forecast.cli import main

main()
