import equinox as eqx
import jax
import numpy as np
import optax

from . import data, metrics, model, train

CFG = {"vocab": 40, "dim": 16, "max_len": 24, "n": 512, "batch": 32, "epochs": 4, "lr": 3e-3}


def main():
    rng = np.random.default_rng(7)
    seqs, lengths, labels = data.make_sequences(rng, CFG["n"], CFG["vocab"], CFG["max_len"])
    tokens = data.pad(seqs, lengths)
    targets = data.one_hot(labels, 2)
    is_val = np.arange(len(tokens)) % 5 == 0
    print(f"padded to {tokens.shape[1]}; mean train length {lengths[~is_val].mean():.1f}")
    net = model.PoolClassifier(CFG["vocab"], CFG["dim"], 2, jax.random.PRNGKey(0))
    optimizer = optax.adam(CFG["lr"])
    opt_state = optimizer.init(eqx.filter(net, eqx.is_array))
    step = train.make_step(optimizer)
    log = []
    for epoch in range(CFG["epochs"]):
        meter = metrics.Meter()
        for tok, ln, tgt in data.batches(tokens[~is_val], lengths[~is_val], targets[~is_val],
                                         CFG["batch"], rng):
            net, opt_state, m = step(net, opt_state, tok, ln, tgt)
            meter.add(m, weight=len(tok))
        val = train.evaluate(net, tokens[is_val], lengths[is_val], targets[is_val])
        row = {**meter.means(), **{k: float(v) for k, v in val.items()}}
        log.append(row)
        print(f"epoch {epoch} | " + metrics.describe(row))
    print("best val acc %.3f" % max(r["val_acc"] for r in log))


if __name__ == "__main__":
    main()
