from .config import Hyper
import jax

from .diagnostics import report
from .train import train

if __name__ == "__main__":
    h = Hyper()
    model, losses = train(h)
    print("loss trajectory:", [round(l, 5) for l in losses])
    report(model, h, jax.random.PRNGKey(h.seed + 1))
