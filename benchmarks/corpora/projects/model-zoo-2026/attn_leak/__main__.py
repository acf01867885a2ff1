import jax
import optax
from flax import nnx

from . import config, registry, train, viz


def main():
    cfg = config.Config()
    model = registry.create(cfg)
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)
    key = jax.random.key(0)
    tokens = jax.random.randint(key, (cfg.batch, cfg.max_len), 0, cfg.vocab)
    labels = (tokens.sum(axis=1) % cfg.num_classes).astype("int32")
    loss = train.train_step(model, optimizer, tokens, labels)
    print(f"loss {float(loss):.4f}")
    for layer, ent in viz.attention_entropy(model):
        print(f"layer {layer} attention entropy {ent:.3f}")


if __name__ == "__main__":
    main()
