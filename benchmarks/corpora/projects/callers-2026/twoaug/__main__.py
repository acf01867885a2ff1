from .train import fit
from .config import CFG

if __name__ == "__main__":
    fit(CFG)
