from pinn_heat_ok.train import main

if __name__ == "__main__":
    main()
