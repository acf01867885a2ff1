class RasterOrder:
    def __init__(self, height, width):
        self.height = height
        self.width = width
        self.positions = [(r, c) for r in range(height) for c in range(width)]

    def __len__(self):
        return len(self.positions)

    def position(self, i):
        return i // self.width, i % self.width
