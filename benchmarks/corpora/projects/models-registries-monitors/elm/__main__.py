from .config import AEConfig
from .train import train

if __name__ == "__main__":
    _, losses = train(AEConfig())
    print("first/last loss: %.4f / %.4f" % (losses[0], losses[-1]))
