from forecast_ok.cli import main

main()
