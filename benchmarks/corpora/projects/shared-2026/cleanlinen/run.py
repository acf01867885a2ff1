from . import config, data, evaluate, state, train


def main():
    cfg = config.Config()
    x, y = data.make(cfg)
    st = state.create(cfg, x[:1])
    for epoch in range(cfg.epochs):
        for xb, yb in data.batches(x, y, cfg.batch):
            st, loss = train.step(st, xb, yb)
        print("epoch", epoch, "loss", float(loss), "steps", int(st.step), "per epoch", st.epoch_len)
    print({k: float(v) for k, v in evaluate.evaluate(st, x, y).items()})
