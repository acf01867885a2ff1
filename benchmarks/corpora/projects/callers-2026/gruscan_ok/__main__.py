from . import train

if __name__ == "__main__":
    train.main()
