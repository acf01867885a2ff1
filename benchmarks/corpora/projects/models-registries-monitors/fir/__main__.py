from . import get_config
from .train import run

if __name__ == "__main__":
    _, history = run(get_config())
    print(f"final accuracy {history[-1]['accuracy']:.3f}")
