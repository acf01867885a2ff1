from flax import nnx

from .config import parse
from .data import two_spirals, iterate
from .model import SpiralNet
from .classify import SpiralTrainer


def main():
    args = parse()
    x, y = two_spirals(args.n_points, args.noise, args.seed)
    xt, yt = two_spirals(300, args.noise, args.seed + 1)
    model = SpiralNet(args.hidden, args.depth, args.dropout, nnx.Rngs(args.seed))
    trainer = SpiralTrainer(args, model).fit(x, y, iterate)
    print("test acc (raw):", trainer.accuracy(model, xt, yt))
    print("test acc (ema):", trainer.accuracy(trainer.ema_model(model), xt, yt))


if __name__ == "__main__":
    main()
