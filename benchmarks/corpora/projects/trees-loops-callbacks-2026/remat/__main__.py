import jax

from . import model, train
from .config import CONFIG


def main():
    key = jax.random.PRNGKey(7)
    k_init, k_data = jax.random.split(key)
    params = model.init_model(k_init, CONFIG)
    for i, (p, spec) in enumerate(zip(params["blocks"], CONFIG["blocks"])):
        shapes = {name: leaf.shape for name, leaf in p.items()}
        print(f"block {i} pre_norm={spec['pre_norm']} params={sorted(shapes)}")

    step = train.make_step(CONFIG)
    losses = []
    for i in range(CONFIG["steps"]):
        k_data, sub = jax.random.split(k_data)
        x = jax.random.normal(sub, (CONFIG["batch"], CONFIG["in_dim"]))
        params, loss = step(params, x, train.target_fn(x))
        losses.append(loss)
    host_losses = [float(v) for v in jax.device_get(losses)]
    print(f"loss: first={host_losses[0]:.4f} last={host_losses[-1]:.4f} min={min(host_losses):.4f}")


if __name__ == "__main__":
    main()
