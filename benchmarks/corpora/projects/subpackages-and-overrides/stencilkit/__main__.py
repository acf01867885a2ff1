import numpy as np

from stencilkit import bank


def main():
    t = np.linspace(0.0, 4.0 * np.pi, 64, dtype=np.float32)
    signal = np.sin(t) + 0.3 * np.sign(np.sin(3.0 * t))
    outputs = bank.apply_all(bank.default_bank(), signal)
    for name, y in outputs.items():
        print(name, float(np.max(np.abs(y))))


if __name__ == "__main__":
    main()
