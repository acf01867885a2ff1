from pinn_heat.train import main

if __name__ == "__main__":
    main()
