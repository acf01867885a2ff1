import jax.numpy as jnp
from flax import nnx

from clip_nnx_ok.config import CONFIG
from clip_nnx_ok.data import make_pairs
from clip_nnx_ok.train import train


@nnx.jit
def retrieval_accuracy(model, images, tokens, mask):
    img, txt, _ = model(images, tokens, mask)
    sims = img @ txt.T
    return jnp.mean(jnp.argmax(sims, axis=1) == jnp.arange(sims.shape[0]))


def main():
    cfg = CONFIG
    images, tokens, mask = make_pairs(cfg["n_train"] + cfg["n_test"], cfg, cfg["seed"])
    n = cfg["n_train"]
    model = train(cfg, images[:n], tokens[:n], mask[:n])
    acc = retrieval_accuracy(model, images[n:], tokens[n:], mask[n:])
    print(f"test image->text top-1 over {cfg['n_test']} candidates: {float(acc):.3f}")


if __name__ == "__main__":
    main()
