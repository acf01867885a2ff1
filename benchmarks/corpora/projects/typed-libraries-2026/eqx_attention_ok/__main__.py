import equinox as eqx
import jax
import optax

from .config import EncoderConfig
from .model import Encoder
from .train import make_train_step


def main() -> None:
    cfg = EncoderConfig()
    kx, km = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (8, 5, cfg.in_features))
    y = x.sum(axis=(1, 2))
    model = Encoder(cfg, key=km)
    optim = optax.adam(cfg.learning_rate)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_train_step(optim)
    for i in range(5):
        model, opt_state, loss = step(model, opt_state, x, y)
        print(f"step {i} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
