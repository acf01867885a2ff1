from .config import Settings
from .evaluate import ema_gap, per_task
from .train import train

if __name__ == "__main__":
    s = Settings()
    state = train(s)
    print("finished at step", int(state.step))
    print(per_task(state, s))
    print("ema gap %.5f" % ema_gap(state))
