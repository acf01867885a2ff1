import jax

from .loop import run
from .settings import SETTINGS


def main():
    acc = run(SETTINGS)
    jax.effects_barrier()
    print(f"held-out accuracy: {acc:.3f}")


if __name__ == "__main__":
    main()
